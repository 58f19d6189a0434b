/**
 * @generated SignedSource<<32cb33ed19600a8061799fcf61e6da2a>>
 * @relayHash d145df72ecd0480cc8a3b3c71b0d0595
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35ee0c3795ee4e8e207a14fd4f1038afbd34d53bdd6716f97442cefa08b060ff

import type { ConcreteRequest } from 'relay-runtime';
export type botCheckQuery$variables = Record<PropertyKey, never>;
export type botCheckQuery$data = {
  readonly clientConfiguration: {
    readonly botCheckSiteKey: string;
    readonly developmentBotCheckToken: string | null | undefined;
  };
};
export type botCheckQuery = {
  response: botCheckQuery$data;
  variables: botCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "botCheckSiteKey",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "developmentBotCheckToken",
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
    "name": "botCheckQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "botCheckQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d145df72ecd0480cc8a3b3c71b0d0595",
    "id": "35ee0c3795ee4e8e207a14fd4f1038afbd34d53bdd6716f97442cefa08b060ff",
    "metadata": {},
    "name": "botCheckQuery",
    "operationKind": "query",
    "text": "query botCheckQuery {\n  clientConfiguration {\n    botCheckSiteKey\n    developmentBotCheckToken\n  }\n}\n"
  }
};
})();

(node as any).hash = "9500cbbe9045438e717a607310874af7";

export default node;
