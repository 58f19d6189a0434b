/**
 * @generated SignedSource<<4046808d1bdd07d6a491a5890adfd55a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CancellationType = "NON_REFUNDABLE" | "ONLINE_TRAVEL_AGENCY" | "REFUNDABLE" | "%future added value";
export type CardAuthorizationState = "AUTHORIZABLE" | "AUTHORIZED" | "CANCELED" | "CONFIRMED" | "DECLINED" | "PENDING" | "REQUESTED" | "UNAUTHORIZABLE" | "UNKNOWN" | "%future added value";
export type CardType = "AMEX" | "DINERS_CLUB" | "DISCOVER" | "JCB" | "MASTERCARD" | "UNION_PAY" | "UNKNOWN" | "VISA" | "%future added value";
export type ChargeInterval = "DAILY" | "HOURLY" | "MONTHLY" | "ONCE" | "WEEKLY" | "%future added value";
export type ChargeMethod = "ONCE" | "PER_PERSON" | "PER_PERSON_PER_TIME_UNIT" | "PER_TIME_UNIT" | "%future added value";
export type CheckInStep = "CHECK_IN_COMPLETED" | "GUEST_DETAILS_REQUIRED" | "ID_VERIFICATION_REQUIRED" | "%future added value";
export type CommonDoorType = "BICYCLE_STORAGE_ROOM" | "GARBAGE_ROOM" | "KITCHEN" | "LUGGAGE_ROOM" | "WASHATERIA" | "%future added value";
export type ErrorCode = "ALREADY_ORDERED" | "ALREADY_PAID" | "BAD_REQUEST" | "BAD_USER_INPUT" | "BALANCE_CHANGED" | "BOOKED_THROUGH_AGENCY" | "CARD_NOT_ADDED" | "CARD_NOT_AUTHORIZED" | "COST_ESTIMATED_TOO_EXPENSIVE" | "CUSTOMER_NOT_FOUND" | "DATES_NOT_AVAILABLE" | "GRAPHQL_PARSE_FAILED" | "GRAPHQL_VALIDATION_FAILED" | "IDEMPOTENCY_KEY_REUSED" | "LOGIN_CODE_EXPIRED" | "NETWORK" | "NOT_AVAILABLE" | "NOT_AVAILABLE_YET" | "NOT_DEPARTURE_DAY" | "NOT_FOUND" | "NOT_PAID" | "OPERATION_RESOLUTION_FAILURE" | "ORDER" | "OUTCOME_UNKNOWN" | "PAYMENT" | "PAY_AT_PROPERTY" | "PERSISTED_DOCUMENT_NOT_FOUND" | "PERSISTED_DOCUMENT_REQUIRED" | "PRICE_CHANGED" | "PRODUCT_NOT_ORDERABLE" | "RATE_LIMITED" | "RESERVATION_NOT_FOUND" | "SOLD_OUT" | "STAY_CANCELLED" | "STAY_ENDED" | "STAY_STARTED" | "SUBSCRIPTION_EXPIRED" | "TIME_NOT_CHANGEABLE" | "TOO_SHORT_NOTICE" | "UNAUTHENTICATED" | "UNIT_ACCESS_TOO_MANY_ATTEMPTS" | "UNKNOWN" | "VERIFICATION_FAILED" | "WRONG_VERIFICATION_CODE" | "%future added value";
export type IdVerificationState = "APPROVED" | "BANNED" | "DECLINED" | "NOT_REQUIRED" | "REQUIRED" | "%future added value";
export type KeyAccessType = "CODE" | "PHYSICAL" | "REMOTE" | "UNKNOWN" | "%future added value";
export type LivingUnitType = "APARTMENT" | "DORMITORY" | "ROOM" | "SUITE" | "UNKNOWN" | "%future added value";
export type ProductGroup = "BOB_W_PRODUCTS" | "LOCAL_PRODUCTS" | "PROPERTY_RELATED_PRODUCTS" | "UNKNOWN" | "%future added value";
export type ProductOfferState = "BOUGHT" | "NOT_AVAILABLE_NOW" | "NOT_OFFERED_HERE" | "OFFERED" | "STAY_CLOSED" | "%future added value";
export type ProductType = "BREAKFAST" | "CUSTOM" | "EARLY_CHECK_IN" | "GYM" | "LATE_CHECK_OUT" | "MID_STAY_CLEANING" | "PARKING" | "RESERVATION_EXTENSION_REQUEST" | "SAUNA_KIT" | "STOCKED_FRIDGE" | "UNIT_CATEGORY_UPGRADE" | "UNKNOWN" | "%future added value";
export type PropertyKeyType = "BACK_DOOR" | "BICYCLE_STORAGE_ROOM" | "ELEVATOR" | "ENTRANCE" | "GARBAGE_ROOM" | "HALLWAY" | "KITCHEN" | "LUGGAGE_ROOM" | "PARKING" | "PROPERTY_UNIT" | "UNKNOWN" | "WASHATERIA" | "%future added value";
export type ReservationPageState = "ACTIVE" | "EXPIRED" | "%future added value";
export type ReservationStatus = "CANCELED" | "CONFIRMED" | "UNKNOWN" | "%future added value";
export type StayStage = "ARRIVAL_DAY" | "CANCELLED" | "CHECKED_OUT" | "DEPARTURE_DAY" | "ENDED" | "IN_HOUSE" | "UPCOMING" | "%future added value";
export type StayStep = "ARRIVE" | "CHECK_IN_ONLINE" | "CHECK_OUT" | "NONE" | "PAY" | "%future added value";
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
export type TransferDirection = "FROM_AIRPORT" | "TO_AIRPORT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type stayUpdate_reservation$data = {
  readonly accessAfterCheckOut: {
    readonly buildingUntil: string;
    readonly unitUntil: string;
  } | null | undefined;
  readonly arrivalTime: string;
  readonly asOf: string;
  readonly balanceDue: {
    readonly amountMinor: number;
    readonly currencyCode: string;
    readonly decimalAmount: string;
  } | null | undefined;
  readonly cancellationPolicy: {
    readonly cancellationType: CancellationType;
    readonly freeCancellationEndDate: string | null | undefined;
    readonly isFreeCancellationAvailable: boolean;
  };
  readonly card: {
    readonly cardId: string;
    readonly lastFour: string;
    readonly numberMasked: string;
    readonly type: CardType;
  } | null | undefined;
  readonly cards: ReadonlyArray<{
    readonly authorizationState: CardAuthorizationState;
    readonly cardId: string;
    readonly name: string | null | undefined;
    readonly numberMasked: string;
    readonly type: CardType;
  }>;
  readonly checkInState: {
    readonly idVerificationState: IdVerificationState;
    readonly state: CheckInStep;
  };
  readonly checkOutDate: string | null | undefined;
  readonly confirmationNumber: string;
  readonly departureTime: string;
  readonly endDate: string;
  readonly guestCount: number;
  readonly hasStarted: boolean;
  readonly integrations: {
    readonly commonDoors: ReadonlyArray<{
      readonly floorNumber: string | null | undefined;
      readonly signText: string | null | undefined;
      readonly type: CommonDoorType;
    }>;
    readonly wifi: {
      readonly password: string | null | undefined;
      readonly ssid: string;
    } | null | undefined;
  };
  readonly isBalancePayableInApp: boolean;
  readonly isCancelled: boolean;
  readonly isCheckOutAvailable: boolean;
  readonly isCheckedOut: boolean;
  readonly isOpenForOrders: boolean;
  readonly isPaid: boolean;
  readonly isPastDepartureTime: boolean;
  readonly keys: ReadonlyArray<{
    readonly accessType: KeyAccessType;
    readonly code: string | null | undefined;
    readonly keyId: string;
    readonly keypadButton: string | null | undefined;
    readonly name: string | null | undefined;
    readonly type: PropertyKeyType;
    readonly unavailability: {
      readonly availableAt: string | null | undefined;
      readonly code: ErrorCode;
    } | null | undefined;
    readonly validFrom: string | null | undefined;
    readonly validTo: string | null | undefined;
  }>;
  readonly nextChangeAt: string | null | undefined;
  readonly nextStep: StayStep;
  readonly nightsCount: number;
  readonly offeredProducts: ReadonlyArray<{
    readonly chargeInterval: ChargeInterval;
    readonly chargeMethod: ChargeMethod;
    readonly customerRewardId: string | null | undefined;
    readonly group: ProductGroup;
    readonly isOrderable: boolean;
    readonly name: string;
    readonly priceGross: {
      readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
    };
    readonly productId: string;
    readonly type: ProductType;
  }>;
  readonly orderedItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly consumptionDate: string | null | undefined;
        readonly isEstimate: boolean;
        readonly name: string | null | undefined;
        readonly orderItemId: string;
        readonly priceGross: {
          readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
        };
        readonly productId: string;
        readonly timeslotStartsAt: string | null | undefined;
        readonly transfer: {
          readonly address: string | null | undefined;
          readonly direction: TransferDirection;
          readonly flightNumber: string | null | undefined;
          readonly time: string;
        } | null | undefined;
        readonly type: ProductType;
      };
    }>;
  };
  readonly pageState: ReservationPageState;
  readonly productOffers: ReadonlyArray<{
    readonly boughtItems: ReadonlyArray<{
      readonly orderItemId: string;
      readonly timeslotStartsAt: string | null | undefined;
    }>;
    readonly canChange: boolean;
    readonly state: ProductOfferState;
    readonly type: ProductType;
  }>;
  readonly slug: string;
  readonly stage: StayStage;
  readonly startDate: string;
  readonly status: ReservationStatus;
  readonly totalPrice: {
    readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
  } | null | undefined;
  readonly unit: {
    readonly address: {
      readonly addressLine1: string | null | undefined;
      readonly addressLine2: string | null | undefined;
      readonly city: string | null | undefined;
      readonly zipCode: string | null | undefined;
    } | null | undefined;
    readonly emissionsCo2ePerNight: number | null | undefined;
    readonly floor: string | null | undefined;
    readonly images: ReadonlyArray<{
      readonly isPlaceholder: boolean;
      readonly url: string;
    }>;
    readonly name: string | null | undefined;
    readonly number: string | null | undefined;
    readonly type: LivingUnitType;
  } | null | undefined;
  readonly unitCategory: {
    readonly emissionsCo2ePerNight: number | null | undefined;
    readonly images: ReadonlyArray<{
      readonly isPlaceholder: boolean;
      readonly url: string;
    }>;
    readonly name: string;
  } | null | undefined;
  readonly unitKind: StayUnitKind;
  readonly " $fragmentType": "stayUpdate_reservation";
};
export type stayUpdate_reservation$key = {
  readonly " $data"?: stayUpdate_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"stayUpdate_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountMinor",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "decimalAmount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currencyCode",
  "storageKey": null
},
v3 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "Price_money"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emissionsCo2ePerNight",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "images",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPlaceholder",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cardId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "numberMasked",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderItemId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeslotStartsAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "stayUpdate_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "confirmationNumber",
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
      "name": "stage",
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
      "name": "isCancelled",
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
      "name": "hasStarted",
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
      "name": "isOpenForOrders",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPastDepartureTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextStep",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPaid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isBalancePayableInApp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "balanceDue",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "asOf",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextChangeAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
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
      "name": "checkOutDate",
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
      "kind": "ScalarField",
      "name": "guestCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "totalPrice",
      "plural": false,
      "selections": (v3/*:: as any*/),
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
    },
    {
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
          "name": "cancellationType",
          "storageKey": null
        },
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationCheckInState",
      "kind": "LinkedField",
      "name": "checkInState",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idVerificationState",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitKind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LivingUnit",
      "kind": "LinkedField",
      "name": "unit",
      "plural": false,
      "selections": [
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "floor",
          "storageKey": null
        },
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Address",
          "kind": "LinkedField",
          "name": "address",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "addressLine1",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "addressLine2",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "zipCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "city",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UnitCategory",
      "kind": "LinkedField",
      "name": "unitCategory",
      "plural": false,
      "selections": [
        (v5/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DoorKey",
      "kind": "LinkedField",
      "name": "keys",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keyId",
          "storageKey": null
        },
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accessType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "validFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "validTo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keypadButton",
          "storageKey": null
        },
        (v9/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "KeyUnavailability",
          "kind": "LinkedField",
          "name": "unavailability",
          "plural": false,
          "selections": [
            (v9/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "availableAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationIntegrations",
      "kind": "LinkedField",
      "name": "integrations",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WirelessAccessPoint",
          "kind": "LinkedField",
          "name": "wifi",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ssid",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "password",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CommonDoor",
          "kind": "LinkedField",
          "name": "commonDoors",
          "plural": true,
          "selections": [
            (v6/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "floorNumber",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signText",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CreditCard",
      "kind": "LinkedField",
      "name": "card",
      "plural": false,
      "selections": [
        (v10/*:: as any*/),
        (v11/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastFour",
          "storageKey": null
        },
        (v6/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CreditCard",
      "kind": "LinkedField",
      "name": "cards",
      "plural": true,
      "selections": [
        (v10/*:: as any*/),
        (v11/*:: as any*/),
        (v6/*:: as any*/),
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "authorizationState",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
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
                (v12/*:: as any*/),
                (v13/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "consumptionDate",
                  "storageKey": null
                },
                (v14/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isEstimate",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TransferDetails",
                  "kind": "LinkedField",
                  "name": "transfer",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "direction",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "time",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "flightNumber",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "address",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "priceGross",
                  "plural": false,
                  "selections": (v3/*:: as any*/),
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "orderedItems(first:10)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "offeredProducts",
      "plural": true,
      "selections": [
        (v13/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "group",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isOrderable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chargeMethod",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chargeInterval",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customerRewardId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "priceGross",
          "plural": false,
          "selections": [
            {
              "kind": "InlineDataFragmentSpread",
              "name": "exactMoney_money",
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "minorUnitDigits",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                (v2/*:: as any*/)
              ],
              "args": null,
              "argumentDefinitions": []
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductOffer",
      "kind": "LinkedField",
      "name": "productOffers",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canChange",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OrderedItem",
          "kind": "LinkedField",
          "name": "boughtItems",
          "plural": true,
          "selections": [
            (v12/*:: as any*/),
            (v14/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "b3b3aece7bfc22c2575729a8da20cb33";

export default node;
