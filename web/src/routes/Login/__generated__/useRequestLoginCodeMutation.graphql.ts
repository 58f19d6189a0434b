/**
 * @generated SignedSource<<f293718e94d7f656ba29f78787b86c20>>
 * @relayHash 3a7c856c96ae50ce67bb2a5b8f4fac53
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18d2766cdb732298976c3cd8a7d9f745e6c5cc4a4e2bb1e6d7d9b03c61539627

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useRequestLoginCodeMutation$variables = {
  botCheckToken: string;
  email: string;
};
export type useRequestLoginCodeMutation$data = {
  readonly requestLoginCode: {
    readonly error: {
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
v4 = [
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
                "selections": (v4/*:: as any*/),
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
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3a7c856c96ae50ce67bb2a5b8f4fac53",
    "id": "18d2766cdb732298976c3cd8a7d9f745e6c5cc4a4e2bb1e6d7d9b03c61539627",
    "metadata": {},
    "name": "useRequestLoginCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestLoginCodeMutation(\n  $email: String!\n  $botCheckToken: String!\n) {\n  requestLoginCode(email: $email, botCheckToken: $botCheckToken) {\n    idempotencyKey\n    error {\n      ...userError_error\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "ae71d37fae961becd97d7dedf7748ef0";

export default node;
