/**
 * @generated SignedSource<<7c22a43ff8575da4b8e865a5fa0ebdf6>>
 * @relayHash dd707dc789f13c46b12f57f6a8395ea4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7d4f762cccbbd6daaac31c6c86d4ffade2ddffb5f596fa3373b3b177bf3e8a19

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderStatus = "FAILED" | "ORDERED" | "PENDING" | "%future added value";
export type TransferDirection = "FROM_AIRPORT" | "TO_AIRPORT" | "%future added value";
export type TransferRequestInput = {
  address?: string | null | undefined;
  date: string;
  direction: TransferDirection;
  flightNumber?: string | null | undefined;
  time: string;
};
export type useOrderCustomProductMutation$variables = {
  customProductId: string;
  idempotencyKey: string;
  slug: string;
  transfer?: TransferRequestInput | null | undefined;
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
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "transfer"
},
v4 = [
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
  },
  {
    "kind": "Variable",
    "name": "transfer",
    "variableName": "transfer"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
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
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Reservation",
  "kind": "LinkedField",
  "name": "reservation",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useOrderCustomProductMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
              (v5/*:: as any*/),
              (v6/*:: as any*/)
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
                "selections": (v7/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
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
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useOrderCustomProductMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v8/*:: as any*/)
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
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dd707dc789f13c46b12f57f6a8395ea4",
    "id": "7d4f762cccbbd6daaac31c6c86d4ffade2ddffb5f596fa3373b3b177bf3e8a19",
    "metadata": {},
    "name": "useOrderCustomProductMutation",
    "operationKind": "mutation",
    "text": "mutation useOrderCustomProductMutation(\n  $slug: String!\n  $customProductId: String!\n  $idempotencyKey: String!\n  $transfer: TransferRequestInput\n) {\n  orderCustomProduct(slug: $slug, customProductId: $customProductId, idempotencyKey: $idempotencyKey, transfer: $transfer) {\n    order {\n      orderId\n      status\n      id\n    }\n    error {\n      ...userError_error\n    }\n    reservation {\n      id\n      orderedItems {\n        totalCount\n      }\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "0b3bce52ece8d967c5d779843ffb7222";

export default node;
