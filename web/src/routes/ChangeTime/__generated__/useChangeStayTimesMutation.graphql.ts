/**
 * @generated SignedSource<<4eee394ca2bea78c7a66f484b31ec809>>
 * @relayHash 0388431b5470b7b1d26fdb47cf8c2ed7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9dbebe8c06f32f193b903ab2ae3fd79ce46166b84deba99515263fa34bffea05

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useChangeStayTimesMutation$variables = {
  checkInTime?: string | null | undefined;
  checkOutTime?: string | null | undefined;
  idempotencyKey: string;
  slug: string;
};
export type useChangeStayTimesMutation$data = {
  readonly changeStayTimes: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly order: {
      readonly orderId: string;
    } | null | undefined;
    readonly reservation: {
      readonly arrivalTime: string;
      readonly departureTime: string;
      readonly id: string;
    } | null | undefined;
  };
};
export type useChangeStayTimesMutation = {
  response: useChangeStayTimesMutation$data;
  variables: useChangeStayTimesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "checkInTime"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "checkOutTime"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idempotencyKey"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v4 = [
  {
    "kind": "Variable",
    "name": "checkInTime",
    "variableName": "checkInTime"
  },
  {
    "kind": "Variable",
    "name": "checkOutTime",
    "variableName": "checkOutTime"
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderId",
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
    "name": "useChangeStayTimesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "OrderPayload",
        "kind": "LinkedField",
        "name": "changeStayTimes",
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
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useChangeStayTimesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "OrderPayload",
        "kind": "LinkedField",
        "name": "changeStayTimes",
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
    "cacheID": "0388431b5470b7b1d26fdb47cf8c2ed7",
    "id": "9dbebe8c06f32f193b903ab2ae3fd79ce46166b84deba99515263fa34bffea05",
    "metadata": {},
    "name": "useChangeStayTimesMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeStayTimesMutation(\n  $slug: String!\n  $checkInTime: String\n  $checkOutTime: String\n  $idempotencyKey: String!\n) {\n  changeStayTimes(slug: $slug, checkInTime: $checkInTime, checkOutTime: $checkOutTime, idempotencyKey: $idempotencyKey) {\n    order {\n      orderId\n      id\n    }\n    error {\n      ...userError_error\n    }\n    reservation {\n      id\n      arrivalTime\n      departureTime\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "88ea80de1a64799e83370386ac849064";

export default node;
