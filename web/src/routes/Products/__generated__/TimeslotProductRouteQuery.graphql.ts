/**
 * @generated SignedSource<<d2d7835a6033f7a6d345b1c2c960ef75>>
 * @relayHash 9cefb046835570e7f37f1d936577e74d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee5406054e4177277c06492db6c32b500d80a0b994fe136e22ae8317a52986f8

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TimeslotProductRouteQuery$variables = {
  isEarlyCheckIn: boolean;
  slug: string;
};
export type TimeslotProductRouteQuery$data = {
  readonly reservation: {
    readonly earlyCheckInAvailability?: {
      readonly date: string;
      readonly price: {
        readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
      };
      readonly productId: string;
      readonly timeslots: ReadonlyArray<{
        readonly remaining: number;
        readonly startDate: string;
        readonly time: string;
      }>;
    } | null | undefined;
    readonly lateCheckOutAvailability?: {
      readonly date: string;
      readonly price: {
        readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
      };
      readonly productId: string;
      readonly timeslots: ReadonlyArray<{
        readonly remaining: number;
        readonly startDate: string;
        readonly time: string;
      }>;
    } | null | undefined;
    readonly offeredProducts: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"productOffer_product">;
    }>;
    readonly property: {
      readonly timeZone: string;
      readonly " $fragmentSpreads": FragmentRefs<"ContactUs_property">;
    };
    readonly slug: string;
  } | null | undefined;
};
export type TimeslotProductRouteQuery = {
  response: TimeslotProductRouteQuery$data;
  variables: TimeslotProductRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isEarlyCheckIn"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOrderable",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeMethod",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeInterval",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerRewardId",
  "storageKey": null
},
v12 = [
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
v13 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "exactMoney_money",
    "selections": (v12/*:: as any*/),
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v15 = {
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
      "name": "startDate",
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
      "name": "remaining",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = [
  (v14/*:: as any*/),
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "price",
    "plural": false,
    "selections": (v13/*:: as any*/),
    "storageKey": null
  },
  (v15/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v18 = [
  (v14/*:: as any*/),
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "price",
    "plural": false,
    "selections": (v12/*:: as any*/),
    "storageKey": null
  },
  (v15/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TimeslotProductRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContactUs_property"
              }
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
                    "name": "priceGross",
                    "plural": false,
                    "selections": (v13/*:: as any*/),
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
            "condition": "isEarlyCheckIn",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TimeslotAvailability",
                "kind": "LinkedField",
                "name": "earlyCheckInAvailability",
                "plural": false,
                "selections": (v16/*:: as any*/),
                "storageKey": null
              }
            ]
          },
          {
            "condition": "isEarlyCheckIn",
            "kind": "Condition",
            "passingValue": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TimeslotAvailability",
                "kind": "LinkedField",
                "name": "lateCheckOutAvailability",
                "plural": false,
                "selections": (v16/*:: as any*/),
                "storageKey": null
              }
            ]
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TimeslotProductRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
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
              },
              (v17/*:: as any*/)
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
                "name": "priceGross",
                "plural": false,
                "selections": (v12/*:: as any*/),
                "storageKey": null
              },
              (v17/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "condition": "isEarlyCheckIn",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TimeslotAvailability",
                "kind": "LinkedField",
                "name": "earlyCheckInAvailability",
                "plural": false,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              }
            ]
          },
          {
            "condition": "isEarlyCheckIn",
            "kind": "Condition",
            "passingValue": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TimeslotAvailability",
                "kind": "LinkedField",
                "name": "lateCheckOutAvailability",
                "plural": false,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              }
            ]
          },
          (v17/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9cefb046835570e7f37f1d936577e74d",
    "id": "ee5406054e4177277c06492db6c32b500d80a0b994fe136e22ae8317a52986f8",
    "metadata": {},
    "name": "TimeslotProductRouteQuery",
    "operationKind": "query",
    "text": "query TimeslotProductRouteQuery(\n  $slug: String!\n  $isEarlyCheckIn: Boolean!\n) {\n  reservation(slug: $slug) {\n    slug\n    property {\n      timeZone\n      ...ContactUs_property\n      id\n    }\n    offeredProducts {\n      ...productOffer_product\n      id\n    }\n    earlyCheckInAvailability @include(if: $isEarlyCheckIn) {\n      date\n      productId\n      price {\n        ...exactMoney_money\n      }\n      timeslots {\n        startDate\n        time\n        remaining\n      }\n    }\n    lateCheckOutAvailability @skip(if: $isEarlyCheckIn) {\n      date\n      productId\n      price {\n        ...exactMoney_money\n      }\n      timeslots {\n        startDate\n        time\n        remaining\n      }\n    }\n    id\n  }\n}\n\nfragment ContactUs_property on Property {\n  contacts {\n    phone\n    whatsappNumber\n  }\n}\n\nfragment exactMoney_money on Money {\n  amountMinor\n  minorUnitDigits\n  decimalAmount\n  currencyCode\n}\n\nfragment productOffer_product on Product {\n  productId\n  name\n  type\n  isOrderable\n  chargeMethod\n  chargeInterval\n  customerRewardId\n  priceGross {\n    ...exactMoney_money\n  }\n}\n"
  }
};
})();

(node as any).hash = "711abc352cf68cfe322423714ca7a93a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
