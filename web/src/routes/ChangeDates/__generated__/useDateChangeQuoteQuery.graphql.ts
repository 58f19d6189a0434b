/**
 * @generated SignedSource<<3f594e26112fd82621d6cc18a1064a0c>>
 * @relayHash 03ac204080e99a881aa3a30481f3eefb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 66c8920b675c3aed52c0974aa35f4efe82395351a134fd25730b0b601c417dad

import type { ConcreteRequest } from 'relay-runtime';
export type DateChangeSettlement = "AT_PROPERTY" | "BALANCE" | "CHARGE_CARD" | "NONE" | "REFUND_CARD" | "%future added value";
export type ErrorCode = "ALREADY_ORDERED" | "ALREADY_PAID" | "BAD_REQUEST" | "BAD_USER_INPUT" | "BALANCE_CHANGED" | "BOOKED_THROUGH_AGENCY" | "CARD_NOT_ADDED" | "CARD_NOT_AUTHORIZED" | "COST_ESTIMATED_TOO_EXPENSIVE" | "CUSTOMER_NOT_FOUND" | "DATES_NOT_AVAILABLE" | "GRAPHQL_PARSE_FAILED" | "GRAPHQL_VALIDATION_FAILED" | "IDEMPOTENCY_KEY_REUSED" | "LOGIN_CODE_EXPIRED" | "NETWORK" | "NOT_AVAILABLE" | "NOT_AVAILABLE_YET" | "NOT_DEPARTURE_DAY" | "NOT_FOUND" | "NOT_PAID" | "OPERATION_RESOLUTION_FAILURE" | "ORDER" | "OUTCOME_UNKNOWN" | "PAYMENT" | "PAY_AT_PROPERTY" | "PERSISTED_DOCUMENT_NOT_FOUND" | "PERSISTED_DOCUMENT_REQUIRED" | "PRICE_CHANGED" | "PRODUCT_NOT_ORDERABLE" | "RATE_LIMITED" | "RESERVATION_NOT_FOUND" | "SOLD_OUT" | "STAY_CANCELLED" | "STAY_ENDED" | "STAY_STARTED" | "SUBSCRIPTION_EXPIRED" | "TIME_NOT_CHANGEABLE" | "TOO_SHORT_NOTICE" | "UNAUTHENTICATED" | "UNIT_ACCESS_TOO_MANY_ATTEMPTS" | "UNKNOWN" | "VERIFICATION_FAILED" | "WRONG_VERIFICATION_CODE" | "%future added value";
export type useDateChangeQuoteQuery$variables = {
  endDate: string;
  slug: string;
  startDate: string;
};
export type useDateChangeQuoteQuery$data = {
  readonly reservation: {
    readonly dateChangeQuote: {
      readonly card: {
        readonly lastFour: string;
      } | null | undefined;
      readonly difference: {
        readonly amountMinor: number;
        readonly currencyCode: string;
        readonly decimalAmount: string;
      };
      readonly endDate: string;
      readonly error: {
        readonly code: ErrorCode;
        readonly field: string | null | undefined;
      } | null | undefined;
      readonly newTotal: {
        readonly amountMinor: number;
        readonly currencyCode: string;
        readonly decimalAmount: string;
      };
      readonly nightsCount: number;
      readonly settlement: DateChangeSettlement;
      readonly startDate: string;
    };
    readonly id: string;
  } | null | undefined;
};
export type useDateChangeQuoteQuery = {
  response: useDateChangeQuoteQuery$data;
  variables: useDateChangeQuoteQuery$variables;
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
    "name": "slug",
    "variableName": "slug"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  {
    "kind": "Variable",
    "name": "startDate",
    "variableName": "startDate"
  }
],
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
  "name": "nightsCount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "settlement",
  "storageKey": null
},
v10 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amountMinor",
    "storageKey": null
  },
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
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "newTotal",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "difference",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastFour",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "error",
  "plural": false,
  "selections": [
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
    "name": "useDateChangeQuoteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "DateChangeQuote",
            "kind": "LinkedField",
            "name": "dateChangeQuote",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CreditCard",
                "kind": "LinkedField",
                "name": "card",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              },
              (v14/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDateChangeQuoteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "DateChangeQuote",
            "kind": "LinkedField",
            "name": "dateChangeQuote",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CreditCard",
                "kind": "LinkedField",
                "name": "card",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "03ac204080e99a881aa3a30481f3eefb",
    "id": "66c8920b675c3aed52c0974aa35f4efe82395351a134fd25730b0b601c417dad",
    "metadata": {},
    "name": "useDateChangeQuoteQuery",
    "operationKind": "query",
    "text": "query useDateChangeQuoteQuery(\n  $slug: String!\n  $startDate: LocalDate!\n  $endDate: LocalDate!\n) {\n  reservation(slug: $slug) {\n    id\n    dateChangeQuote(startDate: $startDate, endDate: $endDate) {\n      startDate\n      endDate\n      nightsCount\n      settlement\n      newTotal {\n        amountMinor\n        decimalAmount\n        currencyCode\n      }\n      difference {\n        amountMinor\n        decimalAmount\n        currencyCode\n      }\n      card {\n        lastFour\n        id\n      }\n      error {\n        code\n        field\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "770b9da01c3467a8f9cb8167b2fb7a0f";

export default node;
