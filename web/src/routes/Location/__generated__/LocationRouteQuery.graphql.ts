/**
 * @generated SignedSource<<b592dd46beea5f294f2fa25d99eebc78>>
 * @relayHash 9d13e187b3a436a89b46e81264be72ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73f44c733f36c05f1b0912dd4f2205e35ac8f9bdb5413353b5fdfb8c41e9c476

import type { ConcreteRequest } from 'relay-runtime';
export type LocationRouteQuery$variables = {
  slug: string;
};
export type LocationRouteQuery$data = {
  readonly reservation: {
    readonly property: {
      readonly addressLine1: string | null | undefined;
      readonly addressLine2: string | null | undefined;
      readonly city: string;
      readonly entrance: string | null | undefined;
      readonly googleMapsUrl: string | null | undefined;
      readonly name: string;
      readonly zipCode: string | null | undefined;
    };
    readonly unit: {
      readonly address: {
        readonly addressLine1: string | null | undefined;
        readonly addressLine2: string | null | undefined;
        readonly city: string | null | undefined;
        readonly zipCode: string | null | undefined;
      } | null | undefined;
      readonly floor: string | null | undefined;
      readonly name: string | null | undefined;
      readonly number: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type LocationRouteQuery = {
  response: LocationRouteQuery$data;
  variables: LocationRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "addressLine1",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "addressLine2",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zipCode",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "googleMapsUrl",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entrance",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "LivingUnit",
  "kind": "LinkedField",
  "name": "unit",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "floor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "address",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LocationRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LocationRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9d13e187b3a436a89b46e81264be72ac",
    "id": "73f44c733f36c05f1b0912dd4f2205e35ac8f9bdb5413353b5fdfb8c41e9c476",
    "metadata": {},
    "name": "LocationRouteQuery",
    "operationKind": "query",
    "text": "query LocationRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    property {\n      name\n      addressLine1\n      addressLine2\n      zipCode\n      city\n      googleMapsUrl\n      entrance\n      id\n    }\n    unit {\n      name\n      number\n      floor\n      address {\n        addressLine1\n        addressLine2\n        zipCode\n        city\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e465bc12012469e45e1cc9b1a43fe4a3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
