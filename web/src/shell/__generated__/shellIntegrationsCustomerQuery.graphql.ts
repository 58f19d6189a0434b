/**
 * @generated SignedSource<<74b0cac6c78c64309927d255ec5ad0e3>>
 * @relayHash 3ee37ce86008c580646db59612b56dd6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 329dfe0d0e4c8bc9b858b4fc824f19d4fb86b5a5cae0d4ecf129c4e6301494ef

import type { ConcreteRequest } from 'relay-runtime';
export type shellIntegrationsCustomerQuery$variables = Record<PropertyKey, never>;
export type shellIntegrationsCustomerQuery$data = {
  readonly viewer: {
    readonly profile: {
      readonly customerId: string;
    };
  } | null | undefined;
};
export type shellIntegrationsCustomerQuery = {
  response: shellIntegrationsCustomerQuery$data;
  variables: shellIntegrationsCustomerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "shellIntegrationsCustomerQuery",
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "shellIntegrationsCustomerQuery",
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
      }
    ]
  },
  "params": {
    "cacheID": "3ee37ce86008c580646db59612b56dd6",
    "id": "329dfe0d0e4c8bc9b858b4fc824f19d4fb86b5a5cae0d4ecf129c4e6301494ef",
    "metadata": {},
    "name": "shellIntegrationsCustomerQuery",
    "operationKind": "query",
    "text": "query shellIntegrationsCustomerQuery {\n  viewer {\n    profile {\n      customerId\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd362223805eb02179e11c1c5dfdbfee";

export default node;
