/**
 * @generated SignedSource<<00414a95bc2e2eb32d928d2105c2de95>>
 * @relayHash 39159b97d96956dc115549c935a4d20c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 208fdbb170a5a6e92322230fea340d90cbf8d3ac9f4645f4066654d129a94010

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
export type UpgradeRouteQuery$variables = {
  slug: string;
};
export type UpgradeRouteQuery$data = {
  readonly reservation: {
    readonly offeredProducts: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"productOffer_product">;
    }>;
    readonly slug: string;
    readonly unitCategory: {
      readonly name: string;
    } | null | undefined;
    readonly unitKind: StayUnitKind;
    readonly upgradeOptions: ReadonlyArray<{
      readonly description: string;
      readonly features: ReadonlyArray<string>;
      readonly images: ReadonlyArray<{
        readonly isPlaceholder: boolean;
        readonly url: string;
      }>;
      readonly isReward: boolean;
      readonly name: string;
      readonly nightsCount: number;
      readonly pricePerNight: {
        readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
      };
      readonly productId: string;
      readonly unitCategoryId: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"NoLongerAvailable_reservation" | "stayLook_reservation">;
  } | null | undefined;
};
export type UpgradeRouteQuery = {
  response: UpgradeRouteQuery$data;
  variables: UpgradeRouteQuery$variables;
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
  "name": "unitKind",
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
  "name": "productId",
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
  "name": "isOrderable",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeMethod",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeInterval",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerRewardId",
  "storageKey": null
},
v11 = [
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
v12 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "exactMoney_money",
    "selections": (v11/*:: as any*/),
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitCategoryId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "features",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isReward",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nightsCount",
  "storageKey": null
},
v18 = {
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
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpgradeRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "UnitCategory",
            "kind": "LinkedField",
            "name": "unitCategory",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
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
                  (v5/*:: as any*/),
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "priceGross",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
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
            "concreteType": "UpgradeOption",
            "kind": "LinkedField",
            "name": "upgradeOptions",
            "plural": true,
            "selections": [
              (v13/*:: as any*/),
              (v5/*:: as any*/),
              (v4/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "pricePerNight",
                "plural": false,
                "selections": (v12/*:: as any*/),
                "storageKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpgradeRouteQuery",
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
              (v19/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UnitCategory",
            "kind": "LinkedField",
            "name": "unitCategory",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v19/*:: as any*/)
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
              (v6/*:: as any*/),
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
              (v5/*:: as any*/),
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "priceGross",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              (v19/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UpgradeOption",
            "kind": "LinkedField",
            "name": "upgradeOptions",
            "plural": true,
            "selections": [
              (v13/*:: as any*/),
              (v5/*:: as any*/),
              (v4/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "pricePerNight",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v19/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "39159b97d96956dc115549c935a4d20c",
    "id": "208fdbb170a5a6e92322230fea340d90cbf8d3ac9f4645f4066654d129a94010",
    "metadata": {},
    "name": "UpgradeRouteQuery",
    "operationKind": "query",
    "text": "query UpgradeRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    slug\n    unitKind\n    unitCategory {\n      name\n      id\n    }\n    ...NoLongerAvailable_reservation\n    offeredProducts {\n      ...productOffer_product\n      id\n    }\n    upgradeOptions {\n      unitCategoryId\n      productId\n      name\n      description\n      features\n      isReward\n      nightsCount\n      images {\n        url\n        isPlaceholder\n      }\n      pricePerNight {\n        ...exactMoney_money\n      }\n    }\n    id\n  }\n}\n\nfragment NoLongerAvailable_reservation on Reservation {\n  stage\n  productOffers {\n    type\n    state\n  }\n}\n\nfragment exactMoney_money on Money {\n  amountMinor\n  minorUnitDigits\n  decimalAmount\n  currencyCode\n}\n\nfragment productOffer_product on Product {\n  productId\n  name\n  type\n  isOrderable\n  chargeMethod\n  chargeInterval\n  customerRewardId\n  priceGross {\n    ...exactMoney_money\n  }\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "caafc33f6ead0e0c0a96cdac8018350c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
