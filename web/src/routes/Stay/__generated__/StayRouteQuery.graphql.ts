/**
 * @generated SignedSource<<62817c18a5a9050f8e5f3df8fa340106>>
 * @relayHash 1fb5da1a8120352b03c8278c3e88b9f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e55951b82102855c45a124131ed1d6750aeb45ca13b82a9b45f3ede139a00fa

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StayStage = "ARRIVAL_DAY" | "CANCELLED" | "CHECKED_OUT" | "DEPARTURE_DAY" | "ENDED" | "IN_HOUSE" | "UPCOMING" | "%future added value";
export type StayRouteQuery$variables = {
  slug: string;
};
export type StayRouteQuery$data = {
  readonly reservation: {
    readonly stage: StayStage;
    readonly " $fragmentSpreads": FragmentRefs<"ExpiredStay_reservation" | "StayDates_reservation" | "StayHeader_reservation" | "StayMore_reservation" | "stayLook_reservation" | "useStayClock_reservation">;
  } | null | undefined;
};
export type StayRouteQuery = {
  response: StayRouteQuery$data;
  variables: StayRouteQuery$variables;
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
  "name": "stage",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "addressLine1",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zipCode",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "addressLine2",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v10 = {
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
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "priceGross",
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
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StayRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "stayLook_reservation"
          },
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StayHeader_reservation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StayDates_reservation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StayMore_reservation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ExpiredStay_reservation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useStayClock_reservation"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StayRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isWhiteLabel",
                "storageKey": null
              },
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "googleMapsUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PropertyContacts",
                "kind": "LinkedField",
                "name": "contacts",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "whatsappNumber",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
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
            "concreteType": "LivingUnit",
            "kind": "LinkedField",
            "name": "unit",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
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
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Address",
                "kind": "LinkedField",
                "name": "address",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v8/*:: as any*/),
                  (v7/*:: as any*/),
                  (v5/*:: as any*/)
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
              (v4/*:: as any*/),
              (v10/*:: as any*/),
              (v3/*:: as any*/)
            ],
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
            "kind": "ScalarField",
            "name": "nextStep",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
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
            "name": "slug",
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
            "kind": "ScalarField",
            "name": "isPastDepartureTime",
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
              (v4/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accessType",
                "storageKey": null
              },
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keypadButton",
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
                "concreteType": "KeyUnavailability",
                "kind": "LinkedField",
                "name": "unavailability",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "availableAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
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
            "name": "asOf",
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
            "concreteType": "CreditCard",
            "kind": "LinkedField",
            "name": "card",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastFour",
                "storageKey": null
              },
              (v3/*:: as any*/)
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "orderItemId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isEstimate",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v4/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "consumptionDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "timeslotStartsAt",
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
                      (v3/*:: as any*/)
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
              (v4/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isOrderable",
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v3/*:: as any*/)
            ],
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
            "name": "nextChangeAt",
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1fb5da1a8120352b03c8278c3e88b9f3",
    "id": "7e55951b82102855c45a124131ed1d6750aeb45ca13b82a9b45f3ede139a00fa",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": "query StayRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    stage\n    ...StayHeader_reservation\n    ...StayDates_reservation\n    ...StayMore_reservation\n    ...ExpiredStay_reservation\n    ...useStayClock_reservation\n    id\n  }\n}\n\nfragment CheckInStatus_reservation on Reservation {\n  slug\n  checkInState {\n    state\n    idVerificationState\n  }\n}\n\nfragment CheckOutToday_reservation on Reservation {\n  slug\n  unitKind\n  departureTime\n  isPastDepartureTime\n  property {\n    timeZone\n    id\n  }\n}\n\nfragment CheckedOut_reservation on Reservation {\n  unitKind\n  accessAfterCheckOut {\n    unitUntil\n    buildingUntil\n  }\n  property {\n    timeZone\n    id\n  }\n}\n\nfragment ContactOptions_property on Property {\n  contacts {\n    phone\n    whatsappNumber\n  }\n}\n\nfragment DoorSummary_reservation on Reservation {\n  slug\n  unitKind\n  property {\n    timeZone\n    id\n  }\n  keys {\n    keyId\n    name\n    type\n    accessType\n    code\n    keypadButton\n    validFrom\n    unavailability {\n      code\n      availableAt\n    }\n    id\n  }\n}\n\nfragment ExpiredStay_reservation on Reservation {\n  stage\n  startDate\n  endDate\n  property {\n    name\n    timeZone\n    id\n  }\n}\n\nfragment ManageStay_reservation on Reservation {\n  slug\n  stage\n  hasStarted\n  asOf\n  endDate\n  arrivalTime\n  departureTime\n  property {\n    timeZone\n    city\n    id\n  }\n  card {\n    lastFour\n    id\n  }\n  cancellationPolicy {\n    cancellationType\n    isFreeCancellationAvailable\n    freeCancellationEndDate\n  }\n}\n\nfragment Price_money on Money {\n  decimalAmount\n  currencyCode\n}\n\nfragment StayActions_reservation on Reservation {\n  slug\n  confirmationNumber\n  arrivalTime\n  departureTime\n  property {\n    name\n    addressLine1\n    zipCode\n    city\n    id\n  }\n}\n\nfragment StayAddress_reservation on Reservation {\n  slug\n  property {\n    addressLine1\n    addressLine2\n    zipCode\n    city\n    googleMapsUrl\n    id\n  }\n  unit {\n    address {\n      addressLine1\n      addressLine2\n      zipCode\n      city\n    }\n  }\n}\n\nfragment StayDates_reservation on Reservation {\n  arrivalTime\n  departureTime\n  nightsCount\n  guestCount\n  property {\n    timeZone\n    id\n  }\n}\n\nfragment StayExtras_reservation on Reservation {\n  slug\n  property {\n    timeZone\n    id\n  }\n  orderedItems(first: 10) {\n    edges {\n      node {\n        orderItemId\n        isEstimate\n        priceGross {\n          ...Price_money\n        }\n        ...boughtItem_item\n        id\n      }\n    }\n  }\n  offeredProducts {\n    productId\n    name\n    type\n    isOrderable\n    priceGross {\n      ...Price_money\n    }\n    id\n  }\n}\n\nfragment StayHeader_reservation on Reservation {\n  confirmationNumber\n  property {\n    name\n    city\n    id\n  }\n  unit {\n    name\n    number\n    floor\n    type\n    images {\n      url\n      isPlaceholder\n    }\n  }\n  unitCategory {\n    name\n    images {\n      url\n      isPlaceholder\n    }\n    id\n  }\n}\n\nfragment StayMore_reservation on Reservation {\n  stage\n  nextStep\n  checkInState {\n    state\n    idVerificationState\n  }\n  ...StayActions_reservation\n  ...CheckInStatus_reservation\n  ...CheckOutToday_reservation\n  ...CheckedOut_reservation\n  ...DoorSummary_reservation\n  ...ManageStay_reservation\n  integrations {\n    wifi {\n      ...WifiDetails_wifi\n    }\n  }\n  ...StayAddress_reservation\n  ...StayExtras_reservation\n  property {\n    ...ContactOptions_property\n    id\n  }\n}\n\nfragment WifiDetails_wifi on WirelessAccessPoint {\n  ssid\n  password\n}\n\nfragment boughtItem_item on OrderedItem {\n  productId\n  name\n  type\n  consumptionDate\n  timeslotStartsAt\n  transfer {\n    direction\n    time\n    flightNumber\n    address\n  }\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n\nfragment useStayClock_reservation on Reservation {\n  slug\n  asOf\n  nextChangeAt\n}\n"
  }
};
})();

(node as any).hash = "a70c395c81f40f39a5c1bc7830451947";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
