/**
 * @generated SignedSource<<81431537705c27059696bec9054d069f>>
 * @relayHash abb007f8b3dd3057c3462cb23c332c9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03150ee1c89ccaa3d1ead1af43f9cdc95c9c775c1383a96b82678c1672750a30

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
            "name": "customerId",
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
    "name": "shellIntegrationsCustomerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "shellIntegrationsCustomerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "abb007f8b3dd3057c3462cb23c332c9b",
    "id": "03150ee1c89ccaa3d1ead1af43f9cdc95c9c775c1383a96b82678c1672750a30",
    "metadata": {},
    "name": "shellIntegrationsCustomerQuery",
    "operationKind": "query",
    "text": "query shellIntegrationsCustomerQuery {\n  viewer {\n    profile {\n      customerId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd362223805eb02179e11c1c5dfdbfee";

export default node;
