/**
 * @generated SignedSource<<8258f00fabf9f21454964345e3419675>>
 * @relayHash f2705ede80231766b900d7f88b5063a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2615f28b2d1cba8481463e205b7c7b760170d802d6b9977e6d0bdc5fad064596

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useGiveMarketingConsentMutation$variables = Record<PropertyKey, never>;
export type useGiveMarketingConsentMutation$data = {
  readonly giveMarketingConsent: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly profile: {
      readonly isMarketingConsentGiven: boolean;
    } | null | undefined;
  };
};
export type useGiveMarketingConsentMutation = {
  response: useGiveMarketingConsentMutation$data;
  variables: useGiveMarketingConsentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMarketingConsentGiven",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useGiveMarketingConsentMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MarketingConsentPayload",
        "kind": "LinkedField",
        "name": "giveMarketingConsent",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Customer",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "userError_error",
                "selections": (v1/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useGiveMarketingConsentMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MarketingConsentPayload",
        "kind": "LinkedField",
        "name": "giveMarketingConsent",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Customer",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f2705ede80231766b900d7f88b5063a3",
    "id": "2615f28b2d1cba8481463e205b7c7b760170d802d6b9977e6d0bdc5fad064596",
    "metadata": {},
    "name": "useGiveMarketingConsentMutation",
    "operationKind": "mutation",
    "text": "mutation useGiveMarketingConsentMutation {\n  giveMarketingConsent {\n    profile {\n      isMarketingConsentGiven\n      id\n    }\n    error {\n      ...userError_error\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "26221b1d8a61eba43b9f022ea2bea239";

export default node;
