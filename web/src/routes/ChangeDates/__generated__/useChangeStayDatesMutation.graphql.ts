/**
 * @generated SignedSource<<f2d54841b63b32363325e7a3aa8ca83a>>
 * @relayHash d1640d221e08bb7bc442c74eeac798a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8dd8c300c9805e6c7b188f64618e01eae86e3bacabf74bbba74760422d73c6eb

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StayStage = "ARRIVAL_DAY" | "CANCELLED" | "CHECKED_OUT" | "DEPARTURE_DAY" | "ENDED" | "IN_HOUSE" | "UPCOMING" | "%future added value";
export type useChangeStayDatesMutation$variables = {
  endDate: string;
  slug: string;
  startDate: string;
};
export type useChangeStayDatesMutation$data = {
  readonly changeStayDates: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly reservation: {
      readonly arrivalTime: string;
      readonly cancellationPolicy: {
        readonly freeCancellationEndDate: string | null | undefined;
        readonly isFreeCancellationAvailable: boolean;
      };
      readonly departureTime: string;
      readonly endDate: string;
      readonly id: string;
      readonly nightsCount: number;
      readonly stage: StayStage;
      readonly startDate: string;
      readonly totalPrice: {
        readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
      } | null | undefined;
    } | null | undefined;
  };
};
export type useChangeStayDatesMutation = {
  response: useChangeStayDatesMutation$data;
  variables: useChangeStayDatesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endDate"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v3 = [
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  },
  {
    "kind": "Variable",
    "name": "startDate",
    "variableName": "startDate"
  }
],
v4 = [
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "arrivalTime",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "departureTime",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nightsCount",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stage",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "CancellationPolicy",
  "kind": "LinkedField",
  "name": "cancellationPolicy",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFreeCancellationAvailable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "freeCancellationEndDate",
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
    "name": "useChangeStayDatesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ReservationChangePayload",
        "kind": "LinkedField",
        "name": "changeStayDates",
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
                "selections": (v4/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "reservation",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "totalPrice",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "Price_money"
                  }
                ],
                "storageKey": null
              },
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useChangeStayDatesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ReservationChangePayload",
        "kind": "LinkedField",
        "name": "changeStayDates",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "reservation",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "totalPrice",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "decimalAmount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currencyCode",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d1640d221e08bb7bc442c74eeac798a4",
    "id": "8dd8c300c9805e6c7b188f64618e01eae86e3bacabf74bbba74760422d73c6eb",
    "metadata": {},
    "name": "useChangeStayDatesMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeStayDatesMutation(\n  $slug: String!\n  $startDate: LocalDate!\n  $endDate: LocalDate!\n) {\n  changeStayDates(slug: $slug, startDate: $startDate, endDate: $endDate) {\n    error {\n      ...userError_error\n    }\n    reservation {\n      id\n      startDate\n      endDate\n      arrivalTime\n      departureTime\n      nightsCount\n      stage\n      totalPrice {\n        ...Price_money\n      }\n      cancellationPolicy {\n        isFreeCancellationAvailable\n        freeCancellationEndDate\n      }\n    }\n  }\n}\n\nfragment Price_money on Money {\n  decimalAmount\n  currencyCode\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "a9003226fb0f30915f53df43c8ad58d9";

export default node;
