/**
 * @generated SignedSource<<662d4de2123d80fa44a0d58eec76c98d>>
 * @relayHash 40af267baef6daf37572a324cc066119
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03853d2578726db9a55ccd4f22e762721e6b5ac66f0194a5f3d43abac3ca53a7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CustomProductKind = "TRANSFER_SERVICE" | "%future added value";
export type CustomProductType = "DUMMY" | "INFORMATIONAL" | "REQUEST" | "THIRD_PARTY" | "%future added value";
export type ProductRouteQuery$variables = {
  slug: string;
};
export type ProductRouteQuery$data = {
  readonly reservation: {
    readonly asOf: string;
    readonly endDate: string;
    readonly offeredProducts: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"productOffer_product">;
    }>;
    readonly property: {
      readonly currencyCode: string;
      readonly customProducts: ReadonlyArray<{
        readonly actionName: string | null | undefined;
        readonly actionUrl: string | null | undefined;
        readonly customProductId: string;
        readonly description: string;
        readonly dummyMessage: string | null | undefined;
        readonly dummyTitle: string | null | undefined;
        readonly guidelines: string | null | undefined;
        readonly imageUrl: string;
        readonly isExactPrice: boolean;
        readonly logoUrl: string | null | undefined;
        readonly noticeMinutes: number | null | undefined;
        readonly price: {
          readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
        } | null | undefined;
        readonly productType: CustomProductKind | null | undefined;
        readonly title: string;
        readonly type: CustomProductType;
      }> | null | undefined;
      readonly timeZone: string;
    };
    readonly slug: string;
    readonly startDate: string;
    readonly " $fragmentSpreads": FragmentRefs<"NoLongerAvailable_reservation" | "stayLook_reservation">;
  } | null | undefined;
};
export type ProductRouteQuery = {
  response: ProductRouteQuery$data;
  variables: ProductRouteQuery$variables;
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
  "name": "asOf",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
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
  "name": "customProductId",
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
  "kind": "ScalarField",
  "name": "productType",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "noticeMinutes",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "logoUrl",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guidelines",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExactPrice",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actionName",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actionUrl",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dummyTitle",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dummyMessage",
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
    "kind": "InlineDataFragmentSpread",
    "name": "exactMoney_money",
    "selections": (v22/*:: as any*/),
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
  }
],
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOrderable",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeMethod",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeInterval",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerRewardId",
  "storageKey": null
},
v30 = {
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
    "name": "ProductRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CustomProduct",
                "kind": "LinkedField",
                "name": "customProducts",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
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
                    "name": "price",
                    "plural": false,
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
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
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v9/*:: as any*/),
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  (v29/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "priceGross",
                    "plural": false,
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "args": null,
                "argumentDefinitions": []
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
    "name": "ProductRouteQuery",
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
              (v30/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CustomProduct",
                "kind": "LinkedField",
                "name": "customProducts",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
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
                    "name": "price",
                    "plural": false,
                    "selections": (v22/*:: as any*/),
                    "storageKey": null
                  },
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
              (v9/*:: as any*/),
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
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v9/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              (v28/*:: as any*/),
              (v29/*:: as any*/),
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
              (v30/*:: as any*/)
            ],
            "storageKey": null
          },
          (v30/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "40af267baef6daf37572a324cc066119",
    "id": "03853d2578726db9a55ccd4f22e762721e6b5ac66f0194a5f3d43abac3ca53a7",
    "metadata": {},
    "name": "ProductRouteQuery",
    "operationKind": "query",
    "text": "query ProductRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    slug\n    asOf\n    startDate\n    endDate\n    property {\n      timeZone\n      currencyCode\n      customProducts {\n        customProductId\n        type\n        productType\n        noticeMinutes\n        title\n        description\n        imageUrl\n        logoUrl\n        guidelines\n        isExactPrice\n        actionName\n        actionUrl\n        dummyTitle\n        dummyMessage\n        price {\n          ...exactMoney_money\n        }\n        id\n      }\n      id\n    }\n    ...NoLongerAvailable_reservation\n    offeredProducts {\n      ...productOffer_product\n      id\n    }\n    id\n  }\n}\n\nfragment NoLongerAvailable_reservation on Reservation {\n  stage\n  productOffers {\n    type\n    state\n  }\n}\n\nfragment exactMoney_money on Money {\n  amountMinor\n  minorUnitDigits\n  decimalAmount\n  currencyCode\n}\n\nfragment productOffer_product on Product {\n  productId\n  name\n  type\n  isOrderable\n  chargeMethod\n  chargeInterval\n  customerRewardId\n  priceGross {\n    ...exactMoney_money\n  }\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "fbed46fe335ff61a5eb5642924e029f7";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
