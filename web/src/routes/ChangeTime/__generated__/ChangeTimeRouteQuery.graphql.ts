/**
 * @generated SignedSource<<15ffce32d721d693897de9ce035ed984>>
 * @relayHash d25297b0082340c3afc5298e4d62d643
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a52c5c700d5222c98ef9e2f32613f4534a64b881373f19ce5d9e5ff56045144

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductOfferState = "BOUGHT" | "NOT_AVAILABLE_NOW" | "NOT_OFFERED_HERE" | "OFFERED" | "STAY_CLOSED" | "%future added value";
export type ProductType = "BREAKFAST" | "CUSTOM" | "EARLY_CHECK_IN" | "GYM" | "LATE_CHECK_OUT" | "MID_STAY_CLEANING" | "PARKING" | "RESERVATION_EXTENSION_REQUEST" | "SAUNA_KIT" | "STOCKED_FRIDGE" | "UNIT_CATEGORY_UPGRADE" | "UNKNOWN" | "%future added value";
export type ChangeTimeRouteQuery$variables = {
  slug: string;
};
export type ChangeTimeRouteQuery$data = {
  readonly reservation: {
    readonly arrivalTime: string;
    readonly departureTime: string;
    readonly earlyCheckInAvailability: {
      readonly price: {
        readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
      };
      readonly productId: string;
      readonly timeslots: ReadonlyArray<{
        readonly startDate: string;
        readonly time: string;
        readonly timeslotId: string;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"TimeChoice_availability">;
    } | null | undefined;
    readonly endDate: string;
    readonly lateCheckOutAvailability: {
      readonly price: {
        readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
      };
      readonly productId: string;
      readonly timeslots: ReadonlyArray<{
        readonly startDate: string;
        readonly time: string;
        readonly timeslotId: string;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"TimeChoice_availability">;
    } | null | undefined;
    readonly offeredProducts: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"productOffer_product">;
    }>;
    readonly productOffers: ReadonlyArray<{
      readonly boughtItems: ReadonlyArray<{
        readonly orderItemId: string;
        readonly timeslotStartsAt: string | null | undefined;
      }>;
      readonly canChange: boolean;
      readonly state: ProductOfferState;
      readonly type: ProductType;
    }>;
    readonly property: {
      readonly timeZone: string;
    };
    readonly slug: string;
    readonly startDate: string;
    readonly " $fragmentSpreads": FragmentRefs<"stayLook_reservation">;
  } | null | undefined;
};
export type ChangeTimeRouteQuery = {
  response: ChangeTimeRouteQuery$data;
  variables: ChangeTimeRouteQuery$variables;
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
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "arrivalTime",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "departureTime",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOrderable",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeMethod",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeInterval",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerRewardId",
  "storageKey": null
},
v15 = [
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
    "name": "minorUnitDigits",
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
v16 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "exactMoney_money",
    "selections": (v15/*:: as any*/),
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
  }
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canChange",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderItemId",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeslotStartsAt",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "ArrivalDepartureTimeslot",
  "kind": "LinkedField",
  "name": "timeslots",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeslotId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "time",
      "storageKey": null
    },
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v22 = [
  (v8/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "price",
    "plural": false,
    "selections": (v16/*:: as any*/),
    "storageKey": null
  },
  (v21/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "TimeChoice_availability"
  }
],
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v24 = [
  (v8/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "price",
    "plural": false,
    "selections": (v15/*:: as any*/),
    "storageKey": null
  },
  (v21/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChangeTimeRouteQuery",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "offeredProducts",
            "plural": true,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "productOffer_product",
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "priceGross",
                    "plural": false,
                    "selections": (v16/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "args": null,
                "argumentDefinitions": []
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
              (v10/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "OrderedItem",
                "kind": "LinkedField",
                "name": "boughtItems",
                "plural": true,
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TimeslotAvailability",
            "kind": "LinkedField",
            "name": "earlyCheckInAvailability",
            "plural": false,
            "selections": (v22/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TimeslotAvailability",
            "kind": "LinkedField",
            "name": "lateCheckOutAvailability",
            "plural": false,
            "selections": (v22/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChangeTimeRouteQuery",
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
              (v23/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "offeredProducts",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "priceGross",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              (v23/*:: as any*/)
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
              (v10/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "OrderedItem",
                "kind": "LinkedField",
                "name": "boughtItems",
                "plural": true,
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v23/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TimeslotAvailability",
            "kind": "LinkedField",
            "name": "earlyCheckInAvailability",
            "plural": false,
            "selections": (v24/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TimeslotAvailability",
            "kind": "LinkedField",
            "name": "lateCheckOutAvailability",
            "plural": false,
            "selections": (v24/*:: as any*/),
            "storageKey": null
          },
          (v23/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d25297b0082340c3afc5298e4d62d643",
    "id": "8a52c5c700d5222c98ef9e2f32613f4534a64b881373f19ce5d9e5ff56045144",
    "metadata": {},
    "name": "ChangeTimeRouteQuery",
    "operationKind": "query",
    "text": "query ChangeTimeRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    slug\n    startDate\n    endDate\n    arrivalTime\n    departureTime\n    property {\n      timeZone\n      id\n    }\n    offeredProducts {\n      ...productOffer_product\n      id\n    }\n    productOffers {\n      type\n      state\n      canChange\n      boughtItems {\n        orderItemId\n        timeslotStartsAt\n        id\n      }\n    }\n    earlyCheckInAvailability {\n      productId\n      price {\n        ...exactMoney_money\n      }\n      timeslots {\n        timeslotId\n        time\n        startDate\n      }\n      ...TimeChoice_availability\n    }\n    lateCheckOutAvailability {\n      productId\n      price {\n        ...exactMoney_money\n      }\n      timeslots {\n        timeslotId\n        time\n        startDate\n      }\n      ...TimeChoice_availability\n    }\n    id\n  }\n}\n\nfragment Price_money on Money {\n  decimalAmount\n  currencyCode\n}\n\nfragment TimeChoice_availability on TimeslotAvailability {\n  price {\n    ...Price_money\n  }\n  timeslots {\n    time\n    startDate\n  }\n}\n\nfragment exactMoney_money on Money {\n  amountMinor\n  minorUnitDigits\n  decimalAmount\n  currencyCode\n}\n\nfragment productOffer_product on Product {\n  productId\n  name\n  type\n  isOrderable\n  chargeMethod\n  chargeInterval\n  customerRewardId\n  priceGross {\n    ...exactMoney_money\n  }\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c738b5d2e5083f9022780ee098fb461a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
