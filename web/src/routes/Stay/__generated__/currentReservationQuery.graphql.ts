/**
 * @generated SignedSource<<9b5a7731777cdc287d986861446347f4>>
 * @relayHash ef0514c4cbec30937fa58f6d39028b39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b6499d575e4b4d48d2336a30ed2654a4d95e7e598a18cf6896e03651c07c800

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
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 1
          }
        ],
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "currentReservationQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "currentReservationQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ef0514c4cbec30937fa58f6d39028b39",
    "id": "1b6499d575e4b4d48d2336a30ed2654a4d95e7e598a18cf6896e03651c07c800",
    "metadata": {},
    "name": "currentReservationQuery",
    "operationKind": "query",
    "text": "query currentReservationQuery {\n  viewer {\n    activeReservations(first: 1) {\n      edges {\n        node {\n          slug\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "10efff0da1676551e99420c437ff96e5";

export default node;
