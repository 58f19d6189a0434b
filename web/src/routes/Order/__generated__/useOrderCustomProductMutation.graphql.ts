/**
 * @generated SignedSource<<e43fa6635cc080209ec5f88e61e8281a>>
 * @relayHash 6bffd7573b75277885fe61b685449300
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99357fdb50b1a5203ec05c234b498bedba563681e410d27f611aa35031e00a7b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderStatus = "FAILED" | "ORDERED" | "PENDING" | "%future added value";
export type useOrderCustomProductMutation$variables = {
  customProductId: string;
  idempotencyKey: string;
  slug: string;
};
export type useOrderCustomProductMutation$data = {
  readonly orderCustomProduct: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly order: {
      readonly orderId: string;
      readonly status: OrderStatus;
    } | null | undefined;
    readonly reservation: {
      readonly id: string;
      readonly orderedItems: {
        readonly totalCount: number;
      };
    } | null | undefined;
  };
};
export type useOrderCustomProductMutation = {
  response: useOrderCustomProductMutation$data;
  variables: useOrderCustomProductMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "customProductId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idempotencyKey"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = [
  {
    "kind": "Variable",
    "name": "customProductId",
    "variableName": "customProductId"
  },
  {
    "kind": "Variable",
    "name": "idempotencyKey",
    "variableName": "idempotencyKey"
  },
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = [
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
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Reservation",
  "kind": "LinkedField",
  "name": "reservation",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderedItemConnection",
      "kind": "LinkedField",
      "name": "orderedItems",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useOrderCustomProductMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "OrderPayload",
        "kind": "LinkedField",
        "name": "orderCustomProduct",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
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
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "userError_error",
                "selections": (v6/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useOrderCustomProductMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "OrderPayload",
        "kind": "LinkedField",
        "name": "orderCustomProduct",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6bffd7573b75277885fe61b685449300",
    "id": "99357fdb50b1a5203ec05c234b498bedba563681e410d27f611aa35031e00a7b",
    "metadata": {},
    "name": "useOrderCustomProductMutation",
    "operationKind": "mutation",
    "text": "mutation useOrderCustomProductMutation(\n  $slug: String!\n  $customProductId: String!\n  $idempotencyKey: String!\n) {\n  orderCustomProduct(slug: $slug, customProductId: $customProductId, idempotencyKey: $idempotencyKey) {\n    order {\n      orderId\n      status\n      id\n    }\n    error {\n      ...userError_error\n    }\n    reservation {\n      id\n      orderedItems {\n        totalCount\n      }\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "dad3a19f0c2916028bda704331fd9fd6";

export default node;
