/**
 * @generated SignedSource<<6679e990fdb94d7f4a4758f3f92bd1d8>>
 * @relayHash d690ae05f7ec560a4e6b53fb6be55461
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38de254760a48e4f68ccbf842fce10865016a5b951c0476c41837e8ad24c5b3e

import type { ConcreteRequest } from 'relay-runtime';
export type currentReservationQuery$variables = Record<PropertyKey, never>;
export type currentReservationQuery$data = {
  readonly viewer: {
    readonly activeReservations: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly slug: string;
        };
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type currentReservationQuery = {
  response: currentReservationQuery$data;
  variables: currentReservationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "currentReservationQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "ReservationSummaryConnection",
            "kind": "LinkedField",
            "name": "activeReservations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationSummaryEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReservationSummary",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "activeReservations(first:1)"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "currentReservationQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "ReservationSummaryConnection",
            "kind": "LinkedField",
            "name": "activeReservations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationSummaryEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReservationSummary",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "id",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "activeReservations(first:1)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d690ae05f7ec560a4e6b53fb6be55461",
    "id": "38de254760a48e4f68ccbf842fce10865016a5b951c0476c41837e8ad24c5b3e",
    "metadata": {},
    "name": "currentReservationQuery",
    "operationKind": "query",
    "text": "query currentReservationQuery {\n  viewer {\n    activeReservations(first: 1) {\n      edges {\n        node {\n          slug\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "10efff0da1676551e99420c437ff96e5";

export default node;
