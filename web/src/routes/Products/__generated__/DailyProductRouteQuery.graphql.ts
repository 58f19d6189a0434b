/**
 * @generated SignedSource<<988f89d389119202506d52e5e3ffa97a>>
 * @relayHash ef41c71f075bc0d674887918aa7a2063
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81cfd631d4a4038da2b596a5e1fec71cc651b4f648454e6d4ec63c42720cc88b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DailyProductType = "BREAKFAST" | "GYM" | "PARKING" | "SAUNA_KIT" | "STOCKED_FRIDGE" | "%future added value";
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
export type DailyProductRouteQuery$variables = {
  product: DailyProductType;
  slug: string;
  withPartners: boolean;
};
export type DailyProductRouteQuery$data = {
  readonly reservation: {
    readonly dailyAvailability: {
      readonly " $fragmentSpreads": FragmentRefs<"DailyProductOrder_availability">;
    } | null | undefined;
    readonly guestCount: number;
    readonly offeredProducts: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"productOffer_product">;
    }>;
    readonly property: {
      readonly currencyCode: string;
      readonly partnerContent?: {
        readonly breakfast: {
          readonly address: string;
          readonly description: string;
          readonly googleMapsUrl: string;
          readonly imageUrl: string;
          readonly name: string;
          readonly tags: ReadonlyArray<string>;
          readonly websiteUrl: string;
        } | null | undefined;
        readonly gym: {
          readonly address: string;
          readonly description: string;
          readonly googleMapsUrl: string;
          readonly imageUrl: string;
          readonly name: string;
          readonly tags: ReadonlyArray<string>;
          readonly websiteUrl: string;
          readonly " $fragmentSpreads": FragmentRefs<"GymAccess_gym">;
        } | null | undefined;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ParkingGuide_property">;
    };
    readonly slug: string;
    readonly unitKind: StayUnitKind;
    readonly " $fragmentSpreads": FragmentRefs<"NoLongerAvailable_reservation" | "ParkingGuide_reservation" | "stayLook_reservation">;
  } | null | undefined;
};
export type DailyProductRouteQuery = {
  response: DailyProductRouteQuery$data;
  variables: DailyProductRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "product"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withPartners"
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
  "name": "slug",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitKind",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guestCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currencyCode",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "googleMapsUrl",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "websiteUrl",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tags",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerVenue",
  "kind": "LinkedField",
  "name": "breakfast",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v9/*:: as any*/),
    (v10/*:: as any*/),
    (v11/*:: as any*/),
    (v12/*:: as any*/),
    (v13/*:: as any*/),
    (v14/*:: as any*/)
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOrderable",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeMethod",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeInterval",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerRewardId",
  "storageKey": null
},
v22 = [
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
  (v7/*:: as any*/)
],
v23 = [
  {
    "kind": "Variable",
    "name": "product",
    "variableName": "product"
  }
],
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
    "name": "DailyProductRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ParkingGuide_property"
              },
              {
                "condition": "withPartners",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PartnerContent",
                    "kind": "LinkedField",
                    "name": "partnerContent",
                    "plural": false,
                    "selections": [
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "GymPartner",
                        "kind": "LinkedField",
                        "name": "gym",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/),
                          (v9/*:: as any*/),
                          (v10/*:: as any*/),
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
                          (v13/*:: as any*/),
                          (v14/*:: as any*/),
                          {
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "GymAccess_gym"
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ParkingGuide_reservation"
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
                  (v16/*:: as any*/),
                  (v8/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
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
                        "selections": (v22/*:: as any*/),
                        "args": null,
                        "argumentDefinitions": []
                      }
                    ],
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
            "args": (v23/*:: as any*/),
            "concreteType": "DailyAvailability",
            "kind": "LinkedField",
            "name": "dailyAvailability",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DailyProductOrder_availability"
              }
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
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DailyProductRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
              (v24/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              {
                "condition": "withPartners",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PartnerContent",
                    "kind": "LinkedField",
                    "name": "partnerContent",
                    "plural": false,
                    "selections": [
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "GymPartner",
                        "kind": "LinkedField",
                        "name": "gym",
                        "plural": false,
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
                            "kind": "ScalarField",
                            "name": "accessType",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "accessGuidelines",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DoorKey",
            "kind": "LinkedField",
            "name": "keys",
            "plural": true,
            "selections": [
              (v17/*:: as any*/),
              (v8/*:: as any*/),
              (v24/*:: as any*/)
            ],
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
            "concreteType": "ProductOffer",
            "kind": "LinkedField",
            "name": "productOffers",
            "plural": true,
            "selections": [
              (v17/*:: as any*/),
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
              (v16/*:: as any*/),
              (v8/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "priceGross",
                "plural": false,
                "selections": (v22/*:: as any*/),
                "storageKey": null
              },
              (v24/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v23/*:: as any*/),
            "concreteType": "DailyAvailability",
            "kind": "LinkedField",
            "name": "dailyAvailability",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductDay",
                "kind": "LinkedField",
                "name": "days",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isAvailable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "totalPrice",
                    "plural": false,
                    "selections": (v22/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v24/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ef41c71f075bc0d674887918aa7a2063",
    "id": "81cfd631d4a4038da2b596a5e1fec71cc651b4f648454e6d4ec63c42720cc88b",
    "metadata": {},
    "name": "DailyProductRouteQuery",
    "operationKind": "query",
    "text": "query DailyProductRouteQuery(\n  $slug: String!\n  $product: DailyProductType!\n  $withPartners: Boolean!\n) {\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    slug\n    unitKind\n    guestCount\n    property {\n      currencyCode\n      ...ParkingGuide_property\n      partnerContent @include(if: $withPartners) {\n        breakfast {\n          name\n          description\n          address\n          googleMapsUrl\n          websiteUrl\n          imageUrl\n          tags\n        }\n        gym {\n          name\n          description\n          address\n          googleMapsUrl\n          websiteUrl\n          imageUrl\n          tags\n          ...GymAccess_gym\n        }\n      }\n      id\n    }\n    ...ParkingGuide_reservation\n    ...NoLongerAvailable_reservation\n    offeredProducts {\n      ...productOffer_product\n      id\n    }\n    dailyAvailability(product: $product) {\n      ...DailyProductOrder_availability\n    }\n    id\n  }\n}\n\nfragment DailyProductOrder_availability on DailyAvailability {\n  productId\n  days {\n    date\n    isAvailable\n    totalPrice {\n      ...exactMoney_money\n    }\n  }\n}\n\nfragment GymAccess_gym on GymPartner {\n  accessType\n  accessGuidelines\n}\n\nfragment NoLongerAvailable_reservation on Reservation {\n  stage\n  productOffers {\n    type\n    state\n  }\n}\n\nfragment ParkingGuide_property on Property {\n  key\n}\n\nfragment ParkingGuide_reservation on Reservation {\n  slug\n  keys {\n    type\n    name\n    id\n  }\n}\n\nfragment exactMoney_money on Money {\n  amountMinor\n  minorUnitDigits\n  decimalAmount\n  currencyCode\n}\n\nfragment productOffer_product on Product {\n  productId\n  name\n  type\n  isOrderable\n  chargeMethod\n  chargeInterval\n  customerRewardId\n  priceGross {\n    ...exactMoney_money\n  }\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "cab28f2d7a2a8de6a823394f11f254a1";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
