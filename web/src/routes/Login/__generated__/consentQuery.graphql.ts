/**
 * @generated SignedSource<<058705f09717b5fae5d8632f418c0cac>>
 * @relayHash f14b7d50a6a31c8705c3f2b326525ea7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8349defece25aea93e8021b627af75db7a822ed603e5b2f76f706c5c46ec931

import type { ConcreteRequest } from 'relay-runtime';
export type consentQuery$variables = Record<PropertyKey, never>;
export type consentQuery$data = {
  readonly viewer: {
    readonly profile: {
      readonly firstName: string;
      readonly isMarketingConsentGiven: boolean;
    };
  } | null | undefined;
};
export type consentQuery = {
  response: consentQuery$data;
  variables: consentQuery$variables;
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
        "args": null,
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "profile",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isMarketingConsentGiven",
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "consentQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "consentQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f14b7d50a6a31c8705c3f2b326525ea7",
    "id": "f8349defece25aea93e8021b627af75db7a822ed603e5b2f76f706c5c46ec931",
    "metadata": {},
    "name": "consentQuery",
    "operationKind": "query",
    "text": "query consentQuery {\n  viewer {\n    profile {\n      firstName\n      isMarketingConsentGiven\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0b506291e3876a9873ee890fe02711c";

export default node;
