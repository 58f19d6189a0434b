/**
 * @generated SignedSource<<834a12ec0e3fd5e447e240fe34a6d87f>>
 * @relayHash 36886164d52fad5ca31c7276d81f1d33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f0b7b7b804cb16bede77eab966feec8cdb382d823ebfd024209d9ce8c8bfd9b

import type { ConcreteRequest } from 'relay-runtime';
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
export type CheckOutSuccessRouteQuery$variables = {
  slug: string;
};
export type CheckOutSuccessRouteQuery$data = {
  readonly reservation: {
    readonly checkOutDate: string | null | undefined;
    readonly property: {
      readonly name: string;
      readonly timeZone: string;
    };
    readonly slug: string;
    readonly unitKind: StayUnitKind;
  } | null | undefined;
};
export type CheckOutSuccessRouteQuery = {
  response: CheckOutSuccessRouteQuery$data;
  variables: CheckOutSuccessRouteQuery$variables;
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
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitKind",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "checkOutDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v7 = {
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
    "name": "CheckOutSuccessRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
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
    "name": "CheckOutSuccessRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "36886164d52fad5ca31c7276d81f1d33",
    "id": "1f0b7b7b804cb16bede77eab966feec8cdb382d823ebfd024209d9ce8c8bfd9b",
    "metadata": {},
    "name": "CheckOutSuccessRouteQuery",
    "operationKind": "query",
    "text": "query CheckOutSuccessRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    slug\n    unitKind\n    checkOutDate\n    property {\n      name\n      timeZone\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "02c1ee82149e3a22b6c83b7a4c40a075";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
