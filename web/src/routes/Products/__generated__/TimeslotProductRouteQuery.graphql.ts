/**
 * @generated SignedSource<<3c9990500c0154b390250ee3d555be21>>
 * @relayHash 0c65174db69c49f656cd785316b95f26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59683d390ec9099d272559aa33ed6e376bb7d03e795f6c4d0c294ab4c6b38257

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
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
    readonly unitKind: StayUnitKind;
    readonly " $fragmentSpreads": FragmentRefs<"NoLongerAvailable_reservation" | "stayLook_reservation">;
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
  "name": "unitKind",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOrderable",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeMethod",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeInterval",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerRewardId",
  "storageKey": null
},
v13 = [
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
v14 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "exactMoney_money",
    "selections": (v13/*:: as any*/),
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
  }
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v16 = {
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
v17 = [
  (v15/*:: as any*/),
  (v6/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "price",
    "plural": false,
    "selections": (v14/*:: as any*/),
    "storageKey": null
  },
  (v16/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v19 = [
  (v15/*:: as any*/),
  (v6/*:: as any*/),
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
  (v16/*:: as any*/)
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "stayLook_reservation"
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContactUs_property"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NoLongerAvailable_reservation"
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "priceGross",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
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
                "selections": (v17/*:: as any*/),
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
                "selections": (v17/*:: as any*/),
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
              (v18/*:: as any*/),
              (v5/*:: as any*/),
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
            "concreteType": "ProductOffer",
            "kind": "LinkedField",
            "name": "productOffers",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "priceGross",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              },
              (v18/*:: as any*/)
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
                "selections": (v19/*:: as any*/),
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
                "selections": (v19/*:: as any*/),
                "storageKey": null
              }
            ]
          },
          (v18/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0c65174db69c49f656cd785316b95f26",
    "id": "59683d390ec9099d272559aa33ed6e376bb7d03e795f6c4d0c294ab4c6b38257",
    "metadata": {},
    "name": "TimeslotProductRouteQuery",
    "operationKind": "query",
    "text": "query TimeslotProductRouteQuery(\n  $slug: String!\n  $isEarlyCheckIn: Boolean!\n) {\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    slug\n    unitKind\n    property {\n      timeZone\n      ...ContactUs_property\n      id\n    }\n    ...NoLongerAvailable_reservation\n    offeredProducts {\n      ...productOffer_product\n      id\n    }\n    earlyCheckInAvailability @include(if: $isEarlyCheckIn) {\n      date\n      productId\n      price {\n        ...exactMoney_money\n      }\n      timeslots {\n        startDate\n        time\n        remaining\n      }\n    }\n    lateCheckOutAvailability @skip(if: $isEarlyCheckIn) {\n      date\n      productId\n      price {\n        ...exactMoney_money\n      }\n      timeslots {\n        startDate\n        time\n        remaining\n      }\n    }\n    id\n  }\n}\n\nfragment ContactUs_property on Property {\n  contacts {\n    phone\n    whatsappNumber\n  }\n}\n\nfragment NoLongerAvailable_reservation on Reservation {\n  stage\n  productOffers {\n    type\n    state\n  }\n}\n\nfragment exactMoney_money on Money {\n  amountMinor\n  minorUnitDigits\n  decimalAmount\n  currencyCode\n}\n\nfragment productOffer_product on Product {\n  productId\n  name\n  type\n  isOrderable\n  chargeMethod\n  chargeInterval\n  customerRewardId\n  priceGross {\n    ...exactMoney_money\n  }\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c5230c73f2db5bcbf53c8a979ad2526e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
