/**
 * @generated SignedSource<<e0e6f3e0b7ff9547998862b5540ebeee>>
 * @relayHash b09f908fe1402fc55577d43bb2e16fef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db2cd1f4f517be8a916c5923d16057cc3519f1f69bde8f5001bdfea7da8740fe

import type { ConcreteRequest } from 'relay-runtime';
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
  "name": "checkOutDate",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v6 = {
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b09f908fe1402fc55577d43bb2e16fef",
    "id": "db2cd1f4f517be8a916c5923d16057cc3519f1f69bde8f5001bdfea7da8740fe",
    "metadata": {},
    "name": "CheckOutSuccessRouteQuery",
    "operationKind": "query",
    "text": "query CheckOutSuccessRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    slug\n    checkOutDate\n    property {\n      name\n      timeZone\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "763a43be5e65457ee6547492c791f5d0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
