/**
 * @generated SignedSource<<ad474232c9ff6ebb5a667a7701f665e3>>
 * @relayHash 5b02e93ad7623e6a38e2934fad0d5bb3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8970341098198f83a7075850197c4d178ffb8bea5d41c2f67bbe9a720044291

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderStatus = "FAILED" | "ORDERED" | "PENDING" | "%future added value";
export type OrderItemInput = {
  consumptionDate?: string | null | undefined;
  consumptionEndDate?: string | null | undefined;
  productId: string;
  quantity?: number | null | undefined;
  timeslotStartsAt?: string | null | undefined;
  unitCategoryId?: string | null | undefined;
};
export type useOrderProductsMutation$variables = {
  idempotencyKey: string;
  items: ReadonlyArray<OrderItemInput>;
  slug: string;
};
export type useOrderProductsMutation$data = {
  readonly orderProducts: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly order: {
      readonly orderId: string;
      readonly status: OrderStatus;
    } | null | undefined;
    readonly reservation: {
      readonly arrivalTime: string;
      readonly departureTime: string;
      readonly endDate: string;
      readonly id: string;
      readonly nightsCount: number;
      readonly orderedItems: {
        readonly totalCount: number;
      };
    } | null | undefined;
  };
};
export type useOrderProductsMutation = {
  response: useOrderProductsMutation$data;
  variables: useOrderProductsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idempotencyKey"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "items"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = [
  {
    "kind": "Variable",
    "name": "idempotencyKey",
    "variableName": "idempotencyKey"
  },
  {
    "kind": "Variable",
    "name": "items",
    "variableName": "items"
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
      "kind": "ScalarField",
      "name": "arrivalTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "departureTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nightsCount",
      "storageKey": null
    },
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
    "name": "useOrderProductsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "OrderPayload",
        "kind": "LinkedField",
        "name": "orderProducts",
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useOrderProductsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "OrderPayload",
        "kind": "LinkedField",
        "name": "orderProducts",
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
    "cacheID": "5b02e93ad7623e6a38e2934fad0d5bb3",
    "id": "d8970341098198f83a7075850197c4d178ffb8bea5d41c2f67bbe9a720044291",
    "metadata": {},
    "name": "useOrderProductsMutation",
    "operationKind": "mutation",
    "text": "mutation useOrderProductsMutation(\n  $slug: String!\n  $items: [OrderItemInput!]!\n  $idempotencyKey: String!\n) {\n  orderProducts(slug: $slug, items: $items, idempotencyKey: $idempotencyKey) {\n    order {\n      orderId\n      status\n      id\n    }\n    error {\n      ...userError_error\n    }\n    reservation {\n      id\n      arrivalTime\n      departureTime\n      endDate\n      nightsCount\n      orderedItems {\n        totalCount\n      }\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "d2f0ba887d7f8af26eb57ab852abef3a";

export default node;
