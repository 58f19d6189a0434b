/**
 * @generated SignedSource<<c0911a257629df3de9536545ff883af4>>
 * @relayHash 379fadddcb32900d475e3e377804f515
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8eee04a619f34cfff45be3d706f289ffdba9ed69a90e9f5273cceafb478f976

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddCardRouteQuery$variables = {
  slug: string;
};
export type AddCardRouteQuery$data = {
  readonly clientConfiguration: {
    readonly cardPayPageUrl: string;
  };
  readonly reservation: {
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"StayCards_reservation">;
  } | null | undefined;
};
export type AddCardRouteQuery = {
  response: AddCardRouteQuery$data;
  variables: AddCardRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = {
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
      "name": "cardPayPageUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
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
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cardId",
  "storageKey": null
},
v5 = {
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
    "name": "AddCardRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StayCards_reservation"
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
    "name": "AddCardRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CreditCard",
            "kind": "LinkedField",
            "name": "card",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CreditCard",
            "kind": "LinkedField",
            "name": "cards",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "numberMasked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "authorizationState",
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "379fadddcb32900d475e3e377804f515",
    "id": "c8eee04a619f34cfff45be3d706f289ffdba9ed69a90e9f5273cceafb478f976",
    "metadata": {},
    "name": "AddCardRouteQuery",
    "operationKind": "query",
    "text": "query AddCardRouteQuery(\n  $slug: String!\n) {\n  clientConfiguration {\n    cardPayPageUrl\n  }\n  reservation(slug: $slug) {\n    slug\n    ...StayCards_reservation\n    id\n  }\n}\n\nfragment StayCards_reservation on Reservation {\n  card {\n    cardId\n    id\n  }\n  cards {\n    cardId\n    numberMasked\n    type\n    name\n    authorizationState\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a433f50b7143f60624cf0b4ed947cdfe";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
