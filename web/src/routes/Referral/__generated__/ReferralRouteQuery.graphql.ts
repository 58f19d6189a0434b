/**
 * @generated SignedSource<<22956367902c78d21b6004ba292867a8>>
 * @relayHash 2cf3a77cd9d90f77f2b9ff444f37e620
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f1bcecb4bfba2ece8847e80725f8dec8501a4bbaae03ef72f636ef6846a0a2e

import type { ConcreteRequest } from 'relay-runtime';
export type ReferralRouteQuery$variables = Record<PropertyKey, never>;
export type ReferralRouteQuery$data = {
  readonly clientConfiguration: {
    readonly bookingAppUrl: string;
  };
  readonly viewer: {
    readonly profile: {
      readonly referralCode: string;
    };
  } | null | undefined;
};
export type ReferralRouteQuery = {
  response: ReferralRouteQuery$data;
  variables: ReferralRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "referralCode",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "ClientConfiguration",
  "kind": "LinkedField",
  "name": "clientConfiguration",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bookingAppUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReferralRouteQuery",
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
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReferralRouteQuery",
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
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "2cf3a77cd9d90f77f2b9ff444f37e620",
    "id": "4f1bcecb4bfba2ece8847e80725f8dec8501a4bbaae03ef72f636ef6846a0a2e",
    "metadata": {},
    "name": "ReferralRouteQuery",
    "operationKind": "query",
    "text": "query ReferralRouteQuery {\n  viewer {\n    profile {\n      referralCode\n      id\n    }\n  }\n  clientConfiguration {\n    bookingAppUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "59e7c05fb3cc503d91d161ec19ed9b6d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
