/**
 * @generated SignedSource<<5455fa659aff4822b0bf3e62d5fc1e63>>
 * @relayHash f11c087f0e01a6eb1c27b24d6bde6353
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f096a47dda0892dcce54964c64513b3967d17e1b767a55aba6f351f1383fd6e3

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RewardStatus = "ACTIVE" | "INACTIVE" | "UPCOMING" | "USED" | "%future added value";
export type RewardsRouteQuery$variables = Record<PropertyKey, never>;
export type RewardsRouteQuery$data = {
  readonly viewer: {
    readonly rewards: ReadonlyArray<{
      readonly rewardId: string;
      readonly status: RewardStatus;
      readonly " $fragmentSpreads": FragmentRefs<"RewardCard_reward">;
    }> | null | undefined;
  } | null | undefined;
};
export type RewardsRouteQuery = {
  response: RewardsRouteQuery$data;
  variables: RewardsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rewardId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RewardsRouteQuery",
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
            "args": null,
            "concreteType": "Reward",
            "kind": "LinkedField",
            "name": "rewards",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RewardCard_reward"
              }
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RewardsRouteQuery",
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
            "args": null,
            "concreteType": "Reward",
            "kind": "LinkedField",
            "name": "rewards",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subTitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "guideline",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isUnlocked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nightsUntilNextTier",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reservationsUntilNextTier",
                "storageKey": null
              },
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
    ]
  },
  "params": {
    "cacheID": "f11c087f0e01a6eb1c27b24d6bde6353",
    "id": "f096a47dda0892dcce54964c64513b3967d17e1b767a55aba6f351f1383fd6e3",
    "metadata": {},
    "name": "RewardsRouteQuery",
    "operationKind": "query",
    "text": "query RewardsRouteQuery {\n  viewer {\n    rewards {\n      rewardId\n      status\n      ...RewardCard_reward\n      id\n    }\n  }\n}\n\nfragment RewardCard_reward on Reward {\n  name\n  subTitle\n  description\n  guideline\n  isUnlocked\n  status\n  nightsUntilNextTier\n  reservationsUntilNextTier\n}\n"
  }
};
})();

(node as any).hash = "add141bf291b16b86f6b22e2a5f8642a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
