/**
 * @generated SignedSource<<19fd457441c5f1485a204af56593dfe9>>
 * @relayHash b80adcd18d153a87f6d3277185926ae3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c6416c4ba0b8f1be1239622eaf5c2d2620f392e78d370ce055a659b524a8045

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
            "name": "referralCode",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReferralRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReferralRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b80adcd18d153a87f6d3277185926ae3",
    "id": "2c6416c4ba0b8f1be1239622eaf5c2d2620f392e78d370ce055a659b524a8045",
    "metadata": {},
    "name": "ReferralRouteQuery",
    "operationKind": "query",
    "text": "query ReferralRouteQuery {\n  viewer {\n    profile {\n      referralCode\n    }\n  }\n  clientConfiguration {\n    bookingAppUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "59e7c05fb3cc503d91d161ec19ed9b6d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
