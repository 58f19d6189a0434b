/**
 * @generated SignedSource<<a005e255d685734520237e0ff9a1c292>>
 * @relayHash 97675122cfe4564642b7b62c0ec59471
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70ae005a1213c583ead9ce6d7dc7ccd859ee76e6f10791a46bdddc9b23d903a9

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type usePlacedOrderCheckQuery$variables = {
  slug: string;
};
export type usePlacedOrderCheckQuery$data = {
  readonly reservation: {
    readonly " $fragmentSpreads": FragmentRefs<"usePlacedOrderCheck_reservation">;
  } | null | undefined;
};
export type usePlacedOrderCheckQuery = {
  response: usePlacedOrderCheckQuery$data;
  variables: usePlacedOrderCheckQuery$variables;
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
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    }
  ],
  "concreteType": "OrderedItemConnection",
  "kind": "LinkedField",
  "name": "orderedItems",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderedItemEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OrderedItem",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "orderItemId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "productId",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "orderedItems(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePlacedOrderCheckQuery",
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
            "kind": "InlineDataFragmentSpread",
            "name": "usePlacedOrderCheck_reservation",
            "selections": [
              (v2/*:: as any*/)
            ],
            "args": null,
            "argumentDefinitions": []
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
    "name": "usePlacedOrderCheckQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "97675122cfe4564642b7b62c0ec59471",
    "id": "70ae005a1213c583ead9ce6d7dc7ccd859ee76e6f10791a46bdddc9b23d903a9",
    "metadata": {},
    "name": "usePlacedOrderCheckQuery",
    "operationKind": "query",
    "text": "query usePlacedOrderCheckQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    ...usePlacedOrderCheck_reservation\n    id\n  }\n}\n\nfragment usePlacedOrderCheck_reservation on Reservation {\n  orderedItems(first: 100) {\n    edges {\n      node {\n        orderItemId\n        productId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f202c8ed790ea7613237eca97b9279b6";

export default node;
