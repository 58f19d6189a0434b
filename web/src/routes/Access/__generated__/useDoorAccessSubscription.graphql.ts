/**
 * @generated SignedSource<<892e2dff7d8246cf760cbc9f807fcfa6>>
 * @relayHash fb29426bff8ddd615953bae1df27585c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 199c4f1dc6b545fdceaa545d8482d48e942e18d4ff85e3558d562886e864c4bc

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DoorAccessState = "ARRIVED" | "IDLE" | "ON_THE_WAY" | "OPEN" | "OPENING" | "SENDING" | "%future added value";
export type useDoorAccessSubscription$variables = {
  propertyKeyId: string;
  slug: string;
};
export type useDoorAccessSubscription$data = {
  readonly doorAccess: {
    readonly availableAt: string | null | undefined;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly openUntil: string | null | undefined;
    readonly propertyKeyId: string;
    readonly state: DoorAccessState;
  };
};
export type useDoorAccessSubscription = {
  response: useDoorAccessSubscription$data;
  variables: useDoorAccessSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "propertyKeyId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = [
  {
    "kind": "Variable",
    "name": "propertyKeyId",
    "variableName": "propertyKeyId"
  },
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "propertyKeyId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openUntil",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availableAt",
  "storageKey": null
},
v7 = [
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
    "name": "useDoorAccessSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DoorAccessUpdate",
        "kind": "LinkedField",
        "name": "doorAccess",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
                "selections": (v7/*:: as any*/),
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDoorAccessSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DoorAccessUpdate",
        "kind": "LinkedField",
        "name": "doorAccess",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fb29426bff8ddd615953bae1df27585c",
    "id": "199c4f1dc6b545fdceaa545d8482d48e942e18d4ff85e3558d562886e864c4bc",
    "metadata": {},
    "name": "useDoorAccessSubscription",
    "operationKind": "subscription",
    "text": "subscription useDoorAccessSubscription(\n  $slug: String!\n  $propertyKeyId: String!\n) {\n  doorAccess(slug: $slug, propertyKeyId: $propertyKeyId) {\n    propertyKeyId\n    state\n    openUntil\n    availableAt\n    error {\n      ...userError_error\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "6d2faca93640a43b87f207a7b1f81d81";

export default node;
