/**
 * @generated SignedSource<<b8061b2f5a2f26a85ed445aa4c4f9974>>
 * @relayHash fe3a868b01deb035bffcdf2ce64fc79e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6565d1c945e903a3afabd505e9827147d52cf44f7026e1ee561a8cb36a62e96e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useRequestLoginCodeMutation$variables = {
  botCheckToken: string;
  email: string;
};
export type useRequestLoginCodeMutation$data = {
  readonly requestLoginCode: {
    readonly error: {
      readonly retryAfterSeconds: number | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly idempotencyKey: string | null | undefined;
  };
};
export type useRequestLoginCodeMutation = {
  response: useRequestLoginCodeMutation$data;
  variables: useRequestLoginCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "botCheckToken"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v2 = [
  {
    "kind": "Variable",
    "name": "botCheckToken",
    "variableName": "botCheckToken"
  },
  {
    "kind": "Variable",
    "name": "email",
    "variableName": "email"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idempotencyKey",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "retryAfterSeconds",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestLoginCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LoginCodePayload",
        "kind": "LinkedField",
        "name": "requestLoginCode",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "args": null,
                "argumentDefinitions": []
              },
              (v7/*:: as any*/)
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRequestLoginCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LoginCodePayload",
        "kind": "LinkedField",
        "name": "requestLoginCode",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fe3a868b01deb035bffcdf2ce64fc79e",
    "id": "6565d1c945e903a3afabd505e9827147d52cf44f7026e1ee561a8cb36a62e96e",
    "metadata": {},
    "name": "useRequestLoginCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestLoginCodeMutation(\n  $email: String!\n  $botCheckToken: String!\n) {\n  requestLoginCode(email: $email, botCheckToken: $botCheckToken) {\n    idempotencyKey\n    error {\n      ...userError_error\n      retryAfterSeconds\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "8ea09cd1ea95500d2ec5dcbde4cf49f9";

export default node;
