/**
 * @generated SignedSource<<6afd8d0e2b09d38aa7e9387469ce85fc>>
 * @relayHash 4c4a82cbb185621154d153cb98f2c5a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 567ac8bcd28e2952120f1bf5f03dfa2b41656d3b30081a2cd7a8f97bca3d85f0

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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMarketingConsentGiven",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "consentQuery",
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
            "concreteType": "Customer",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
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
    "name": "consentQuery",
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
            "concreteType": "Customer",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "4c4a82cbb185621154d153cb98f2c5a8",
    "id": "567ac8bcd28e2952120f1bf5f03dfa2b41656d3b30081a2cd7a8f97bca3d85f0",
    "metadata": {},
    "name": "consentQuery",
    "operationKind": "query",
    "text": "query consentQuery {\n  viewer {\n    profile {\n      firstName\n      isMarketingConsentGiven\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0b506291e3876a9873ee890fe02711c";

export default node;
