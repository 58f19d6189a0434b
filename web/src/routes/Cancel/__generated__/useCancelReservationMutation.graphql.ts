/**
 * @generated SignedSource<<eb1e75758242a7f7e0045db9d863ea7a>>
 * @relayHash decdbd42fa98b37dcc3dec5c5bae2520
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22214f05d5dc497117263810876d33a60bc78b681957cceb906b828d6ac2e12b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReservationPageState = "ACTIVE" | "EXPIRED" | "%future added value";
export type ReservationStatus = "CANCELED" | "CONFIRMED" | "UNKNOWN" | "%future added value";
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
      readonly pageState: ReservationPageState;
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
    "cacheID": "decdbd42fa98b37dcc3dec5c5bae2520",
    "id": "22214f05d5dc497117263810876d33a60bc78b681957cceb906b828d6ac2e12b",
    "metadata": {},
    "name": "useCancelReservationMutation",
    "operationKind": "mutation",
    "text": "mutation useCancelReservationMutation(\n  $slug: String!\n) {\n  cancelReservation(slug: $slug) {\n    isFreeCancellation\n    error {\n      ...userError_error\n    }\n    reservation {\n      id\n      status\n      isCancelled\n      pageState\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "561c1f5b6649ea95434a7ec985a96ef9";

export default node;
