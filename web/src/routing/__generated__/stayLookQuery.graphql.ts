/**
 * @generated SignedSource<<3cf264b4779aa3e5e3a7010d4b047157>>
 * @relayHash cfde82c8d1e75fb007ecc09e4d0a408e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dabccda55579a14ae313ea34db1e7fad44d9a3f0d8b0d0ad248bc4b1f25c36ec

import type { ConcreteRequest } from 'relay-runtime';
export type stayLookQuery$variables = {
  slug: string;
};
export type stayLookQuery$data = {
  readonly reservation: {
    readonly property: {
      readonly isWhiteLabel: boolean;
    };
  } | null | undefined;
};
export type stayLookQuery = {
  response: stayLookQuery$data;
  variables: stayLookQuery$variables;
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
    "name": "stayLookQuery",
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
    "name": "stayLookQuery",
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
    "cacheID": "cfde82c8d1e75fb007ecc09e4d0a408e",
    "id": "dabccda55579a14ae313ea34db1e7fad44d9a3f0d8b0d0ad248bc4b1f25c36ec",
    "metadata": {},
    "name": "stayLookQuery",
    "operationKind": "query",
    "text": "query stayLookQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    property {\n      isWhiteLabel\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d8d6f5d8bf9b97aafe27dab71b84ff01";

export default node;
