/**
 * @generated SignedSource<<8ca9e44630f78d4fb20d2926fbc39a84>>
 * @relayHash 8d003a27212a9aa8fb8d4ac7fc412190
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83e304873e668944df5c07ad143e3fd1610ab8228cb4e6b8b8cd6a2c921a5ab3

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useVerifyLoginCodeMutation$variables = {
  code: string;
  email: string;
  idempotencyKey?: string | null | undefined;
};
export type useVerifyLoginCodeMutation$data = {
  readonly verifyLoginCode: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly sessionExpiresAt: string | null | undefined;
    readonly viewer: {
      readonly profile: {
        readonly customerId: string;
        readonly isMarketingConsentGiven: boolean;
      };
    } | null | undefined;
  };
};
export type useVerifyLoginCodeMutation = {
  response: useVerifyLoginCodeMutation$data;
  variables: useVerifyLoginCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "code"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idempotencyKey"
},
v3 = [
  {
    "kind": "Variable",
    "name": "code",
    "variableName": "code"
  },
  {
    "kind": "Variable",
    "name": "email",
    "variableName": "email"
  },
  {
    "kind": "Variable",
    "name": "idempotencyKey",
    "variableName": "idempotencyKey"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sessionExpiresAt",
  "storageKey": null
},
v5 = {
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
          "name": "customerId",
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
},
v6 = [
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useVerifyLoginCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "VerifyLoginCodePayload",
        "kind": "LinkedField",
        "name": "verifyLoginCode",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
                "selections": (v6/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useVerifyLoginCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "VerifyLoginCodePayload",
        "kind": "LinkedField",
        "name": "verifyLoginCode",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8d003a27212a9aa8fb8d4ac7fc412190",
    "id": "83e304873e668944df5c07ad143e3fd1610ab8228cb4e6b8b8cd6a2c921a5ab3",
    "metadata": {},
    "name": "useVerifyLoginCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useVerifyLoginCodeMutation(\n  $email: String!\n  $code: String!\n  $idempotencyKey: String\n) {\n  verifyLoginCode(email: $email, code: $code, idempotencyKey: $idempotencyKey) {\n    sessionExpiresAt\n    viewer {\n      profile {\n        customerId\n        isMarketingConsentGiven\n      }\n    }\n    error {\n      ...userError_error\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "02395d0211c290b5e29d636a6f16681c";

export default node;
