/**
 * @generated SignedSource<<daac2023a6414cb78c839b478a27f130>>
 * @relayHash 6727d3597eab8bf5014b59a0989d4e76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58b01714a7a21ea933902f993ea9fa0b1e13d4aafa1e9faf65682c8a4a63010e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReservationPageState = "ACTIVE" | "EXPIRED" | "%future added value";
export type ReservationStatus = "CANCELED" | "CONFIRMED" | "UNKNOWN" | "%future added value";
export type StayStage = "ARRIVAL_DAY" | "CANCELLED" | "CHECKED_OUT" | "DEPARTURE_DAY" | "ENDED" | "IN_HOUSE" | "UPCOMING" | "%future added value";
export type useCancelReservationMutation$variables = {
  slug: string;
};
export type useCancelReservationMutation$data = {
  readonly cancelReservation: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly isFreeCancellation: boolean | null | undefined;
    readonly reservation: {
      readonly id: string;
      readonly isCancelled: boolean;
      readonly isOpenForOrders: boolean;
      readonly pageState: ReservationPageState;
      readonly stage: StayStage;
      readonly status: ReservationStatus;
    } | null | undefined;
  };
};
export type useCancelReservationMutation = {
  response: useCancelReservationMutation$data;
  variables: useCancelReservationMutation$variables;
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
  "name": "isFreeCancellation",
  "storageKey": null
},
v3 = [
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
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Reservation",
  "kind": "LinkedField",
  "name": "reservation",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCancelled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOpenForOrders",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCancelReservationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CancelReservationPayload",
        "kind": "LinkedField",
        "name": "cancelReservation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                "selections": (v3/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCancelReservationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CancelReservationPayload",
        "kind": "LinkedField",
        "name": "cancelReservation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6727d3597eab8bf5014b59a0989d4e76",
    "id": "58b01714a7a21ea933902f993ea9fa0b1e13d4aafa1e9faf65682c8a4a63010e",
    "metadata": {},
    "name": "useCancelReservationMutation",
    "operationKind": "mutation",
    "text": "mutation useCancelReservationMutation(\n  $slug: String!\n) {\n  cancelReservation(slug: $slug) {\n    isFreeCancellation\n    error {\n      ...userError_error\n    }\n    reservation {\n      id\n      status\n      isCancelled\n      pageState\n      stage\n      isOpenForOrders\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "1d0f5ec5523e1affc279790a01fa7791";

export default node;
