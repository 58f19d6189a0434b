/**
 * @generated SignedSource<<73991852b4fcbd0a03846a27395fc0fa>>
 * @relayHash 642f54ead216123f23935f5481ea08d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20e68fd43511c236cfedc1ff41ee6ae5dbdc4e0a52c5bfddeba79a43433c8424

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
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderItemId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
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
              {
                "alias": null,
                "args": (v2/*:: as any*/),
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
                          (v3/*:: as any*/),
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "orderedItems(first:100)"
              }
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
          {
            "alias": null,
            "args": (v2/*:: as any*/),
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
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "orderedItems(first:100)"
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "642f54ead216123f23935f5481ea08d0",
    "id": "20e68fd43511c236cfedc1ff41ee6ae5dbdc4e0a52c5bfddeba79a43433c8424",
    "metadata": {},
    "name": "usePlacedOrderCheckQuery",
    "operationKind": "query",
    "text": "query usePlacedOrderCheckQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    ...usePlacedOrderCheck_reservation\n    id\n  }\n}\n\nfragment usePlacedOrderCheck_reservation on Reservation {\n  orderedItems(first: 100) {\n    edges {\n      node {\n        orderItemId\n        productId\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f202c8ed790ea7613237eca97b9279b6";

export default node;
