/**
 * @generated SignedSource<<fd53b9944454087ba66d2f093dfc979b>>
 * @relayHash d9af795a3b10c2a1996639a87b20a19a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a2647f7a045a93aeebe5340be51d65329d8d62faa6db9d5f11996bd90c41536

import type { ConcreteRequest } from 'relay-runtime';
export type stayAreaLoaderQuery$variables = {
  slug: string;
};
export type stayAreaLoaderQuery$data = {
  readonly reservation: {
    readonly property: {
      readonly isWhiteLabel: boolean;
    };
  } | null | undefined;
};
export type stayAreaLoaderQuery = {
  response: stayAreaLoaderQuery$data;
  variables: stayAreaLoaderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isWhiteLabel",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "stayAreaLoaderQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "stayAreaLoaderQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d9af795a3b10c2a1996639a87b20a19a",
    "id": "4a2647f7a045a93aeebe5340be51d65329d8d62faa6db9d5f11996bd90c41536",
    "metadata": {},
    "name": "stayAreaLoaderQuery",
    "operationKind": "query",
    "text": "query stayAreaLoaderQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    property {\n      isWhiteLabel\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "de85accf0835682d3455d6a82e5b588c";

export default node;
