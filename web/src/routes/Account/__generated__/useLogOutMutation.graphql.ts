/**
 * @generated SignedSource<<93c435c28d7a9d446d665083e70248b5>>
 * @relayHash 5e5a5476b9b4c0d256989dba2d91e701
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6340fc4568f87b45c9aeb09db78c373646aa97d85e19b85cc486ead7e963ddb

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useLogOutMutation$variables = Record<PropertyKey, never>;
export type useLogOutMutation$data = {
  readonly logOut: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly ok: boolean;
  };
};
export type useLogOutMutation = {
  response: useLogOutMutation$data;
  variables: useLogOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ok",
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
    "name": "useLogOutMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LogOutPayload",
        "kind": "LinkedField",
        "name": "logOut",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "name": "useLogOutMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LogOutPayload",
        "kind": "LinkedField",
        "name": "logOut",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "cacheID": "5e5a5476b9b4c0d256989dba2d91e701",
    "id": "e6340fc4568f87b45c9aeb09db78c373646aa97d85e19b85cc486ead7e963ddb",
    "metadata": {},
    "name": "useLogOutMutation",
    "operationKind": "mutation",
    "text": "mutation useLogOutMutation {\n  logOut {\n    ok\n    error {\n      ...userError_error\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "24ffd0c3c272c24983cb79c895fb4f0f";

export default node;
