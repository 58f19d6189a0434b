/**
 * @generated SignedSource<<bf85767a2fb03e27fed00949fa998c91>>
 * @relayHash 6a4bd9db64d70c0f8cb148c1cb7459a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0498eabb6222184a80e6d50917abbdc2cb707fae0f86a5f4267d1082553ab30e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
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
    readonly unitKind: StayUnitKind;
    readonly " $fragmentSpreads": FragmentRefs<"stayLook_reservation">;
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
  "name": "unitKind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "addressLine1",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "addressLine2",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zipCode",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "googleMapsUrl",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entrance",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "LivingUnit",
  "kind": "LinkedField",
  "name": "unit",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
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
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "stayLook_reservation"
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/)
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isWhiteLabel",
                "storageKey": null
              },
              (v11/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6a4bd9db64d70c0f8cb148c1cb7459a4",
    "id": "0498eabb6222184a80e6d50917abbdc2cb707fae0f86a5f4267d1082553ab30e",
    "metadata": {},
    "name": "LocationRouteQuery",
    "operationKind": "query",
    "text": "query LocationRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    unitKind\n    property {\n      name\n      addressLine1\n      addressLine2\n      zipCode\n      city\n      googleMapsUrl\n      entrance\n      id\n    }\n    unit {\n      name\n      number\n      floor\n      address {\n        addressLine1\n        addressLine2\n        zipCode\n        city\n      }\n    }\n    id\n  }\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ae4abcae7c68d3c5c38f367482c7b76";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
