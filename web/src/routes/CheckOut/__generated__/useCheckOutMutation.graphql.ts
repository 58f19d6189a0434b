/**
 * @generated SignedSource<<97b7a2f665785bff02e290f5876ac8ef>>
 * @relayHash 37e0d93cbbb9f5d52fda292de9f32e5e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c642eacaca65f0222a88e138dc9f066558ab36367e997cca7e0a16efa48cf4d2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StayStage = "ARRIVAL_DAY" | "CANCELLED" | "CHECKED_OUT" | "DEPARTURE_DAY" | "ENDED" | "IN_HOUSE" | "UPCOMING" | "%future added value";
export type useCheckOutMutation$variables = {
  slug: string;
};
export type useCheckOutMutation$data = {
  readonly checkOut: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly reservation: {
      readonly accessAfterCheckOut: {
        readonly buildingUntil: string;
        readonly unitUntil: string;
      } | null | undefined;
      readonly checkOutDate: string | null | undefined;
      readonly id: string;
      readonly isCheckOutAvailable: boolean;
      readonly isCheckedOut: boolean;
      readonly isOpenForOrders: boolean;
      readonly stage: StayStage;
    } | null | undefined;
  };
};
export type useCheckOutMutation = {
  response: useCheckOutMutation$data;
  variables: useCheckOutMutation$variables;
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
v3 = {
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
      "name": "isCheckedOut",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCheckOutAvailable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "checkOutDate",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AccessAfterCheckOut",
      "kind": "LinkedField",
      "name": "accessAfterCheckOut",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitUntil",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "buildingUntil",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCheckOutMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReservationChangePayload",
        "kind": "LinkedField",
        "name": "checkOut",
        "plural": false,
        "selections": [
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
                "selections": (v2/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
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
    "name": "useCheckOutMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReservationChangePayload",
        "kind": "LinkedField",
        "name": "checkOut",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "37e0d93cbbb9f5d52fda292de9f32e5e",
    "id": "c642eacaca65f0222a88e138dc9f066558ab36367e997cca7e0a16efa48cf4d2",
    "metadata": {},
    "name": "useCheckOutMutation",
    "operationKind": "mutation",
    "text": "mutation useCheckOutMutation(\n  $slug: String!\n) {\n  checkOut(slug: $slug) {\n    error {\n      ...userError_error\n    }\n    reservation {\n      id\n      isCheckedOut\n      isCheckOutAvailable\n      checkOutDate\n      stage\n      isOpenForOrders\n      accessAfterCheckOut {\n        unitUntil\n        buildingUntil\n      }\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "e13755e05dd5b871c17bfea92a982639";

export default node;
