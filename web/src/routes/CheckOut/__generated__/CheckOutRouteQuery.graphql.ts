/**
 * @generated SignedSource<<1da09ea4105f8ae577673ff7ed13824b>>
 * @relayHash e36fdbcb15cc254644e998e20847b994
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31b72901421669c589b517394cedd838159a42ca4e691a398c5a8a05b0d6e1cb

import type { ConcreteRequest } from 'relay-runtime';
export type CheckOutRouteQuery$variables = {
  slug: string;
};
export type CheckOutRouteQuery$data = {
  readonly reservation: {
    readonly departureTime: string;
    readonly isCancelled: boolean;
    readonly isCheckOutAvailable: boolean;
    readonly isCheckedOut: boolean;
    readonly property: {
      readonly name: string;
      readonly timeZone: string;
    };
    readonly slug: string;
  } | null | undefined;
};
export type CheckOutRouteQuery = {
  response: CheckOutRouteQuery$data;
  variables: CheckOutRouteQuery$variables;
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
  "name": "departureTime",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCancelled",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCheckedOut",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCheckOutAvailable",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v9 = {
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
    "name": "CheckOutRouteQuery",
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
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/)
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
    "name": "CheckOutRouteQuery",
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
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e36fdbcb15cc254644e998e20847b994",
    "id": "31b72901421669c589b517394cedd838159a42ca4e691a398c5a8a05b0d6e1cb",
    "metadata": {},
    "name": "CheckOutRouteQuery",
    "operationKind": "query",
    "text": "query CheckOutRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    slug\n    departureTime\n    isCancelled\n    isCheckedOut\n    isCheckOutAvailable\n    property {\n      name\n      timeZone\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "38b40491679f38cf8ca8b18459c53da6";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
