/**
 * @generated SignedSource<<0200d3f09342d0567e218078ac135be8>>
 * @relayHash 98cce4773d1f1edcb4e0aa8fcaa382af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b36c4f9eff1bdd531b459f5b8c49233e3ae92f48c824f007ccf527fca164026a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useResendLoginCodeMutation$variables = {
  botCheckToken: string;
  email: string;
  idempotencyKey: string;
};
export type useResendLoginCodeMutation$data = {
  readonly resendLoginCode: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly idempotencyKey: string | null | undefined;
  };
};
export type useResendLoginCodeMutation = {
  response: useResendLoginCodeMutation$data;
  variables: useResendLoginCodeMutation$variables;
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
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idempotencyKey"
},
v3 = [
  {
    "kind": "Variable",
    "name": "botCheckToken",
    "variableName": "botCheckToken"
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
  "name": "idempotencyKey",
  "storageKey": null
},
v5 = [
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
    "name": "useResendLoginCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "LoginCodePayload",
        "kind": "LinkedField",
        "name": "resendLoginCode",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
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
                "selections": (v5/*:: as any*/),
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
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useResendLoginCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "LoginCodePayload",
        "kind": "LinkedField",
        "name": "resendLoginCode",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "98cce4773d1f1edcb4e0aa8fcaa382af",
    "id": "b36c4f9eff1bdd531b459f5b8c49233e3ae92f48c824f007ccf527fca164026a",
    "metadata": {},
    "name": "useResendLoginCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useResendLoginCodeMutation(\n  $email: String!\n  $idempotencyKey: String!\n  $botCheckToken: String!\n) {\n  resendLoginCode(email: $email, idempotencyKey: $idempotencyKey, botCheckToken: $botCheckToken) {\n    idempotencyKey\n    error {\n      ...userError_error\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "58954fa50ca0734d91d7c78b81479fbd";

export default node;
