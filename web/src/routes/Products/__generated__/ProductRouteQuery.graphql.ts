/**
 * @generated SignedSource<<42570b4a81170fedd9004b67d1566eff>>
 * @relayHash 1a6a314c8087aa60ca7361a250785b39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3d61a33366c2c3018bb8d1e27a268603429d5c3c40a2fed7a112ab833374747

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CustomProductKind = "TRANSFER_SERVICE" | "%future added value";
export type CustomProductType = "DUMMY" | "INFORMATIONAL" | "REQUEST" | "THIRD_PARTY" | "%future added value";
export type ProductRouteQuery$variables = {
  slug: string;
};
export type ProductRouteQuery$data = {
  readonly reservation: {
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
        readonly price: {
          readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
        } | null | undefined;
        readonly productType: CustomProductKind | null | undefined;
        readonly title: string;
        readonly type: CustomProductType;
      }> | null | undefined;
    };
    readonly slug: string;
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
  "name": "currencyCode",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customProductId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productType",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "logoUrl",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guidelines",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExactPrice",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actionName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actionUrl",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dummyTitle",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dummyMessage",
  "storageKey": null
},
v17 = [
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
  (v3/*:: as any*/)
],
v18 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "exactMoney_money",
    "selections": (v17/*:: as any*/),
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
  }
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOrderable",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeMethod",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeInterval",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerRewardId",
  "storageKey": null
},
v25 = {
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CustomProduct",
                "kind": "LinkedField",
                "name": "customProducts",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "price",
                    "plural": false,
                    "selections": (v18/*:: as any*/),
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
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "offeredProducts",
            "plural": true,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "productOffer_product",
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v5/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "priceGross",
                    "plural": false,
                    "selections": (v18/*:: as any*/),
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CustomProduct",
                "kind": "LinkedField",
                "name": "customProducts",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "price",
                    "plural": false,
                    "selections": (v17/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v25/*:: as any*/)
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
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v5/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "priceGross",
                "plural": false,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
              (v25/*:: as any*/)
            ],
            "storageKey": null
          },
          (v25/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1a6a314c8087aa60ca7361a250785b39",
    "id": "d3d61a33366c2c3018bb8d1e27a268603429d5c3c40a2fed7a112ab833374747",
    "metadata": {},
    "name": "ProductRouteQuery",
    "operationKind": "query",
    "text": "query ProductRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    slug\n    property {\n      currencyCode\n      customProducts {\n        customProductId\n        type\n        productType\n        title\n        description\n        imageUrl\n        logoUrl\n        guidelines\n        isExactPrice\n        actionName\n        actionUrl\n        dummyTitle\n        dummyMessage\n        price {\n          ...exactMoney_money\n        }\n      }\n      id\n    }\n    offeredProducts {\n      ...productOffer_product\n      id\n    }\n    id\n  }\n}\n\nfragment exactMoney_money on Money {\n  amountMinor\n  minorUnitDigits\n  decimalAmount\n  currencyCode\n}\n\nfragment productOffer_product on Product {\n  productId\n  name\n  type\n  isOrderable\n  chargeMethod\n  chargeInterval\n  customerRewardId\n  priceGross {\n    ...exactMoney_money\n  }\n}\n"
  }
};
})();

(node as any).hash = "329bfb16ec4775e8fd6cb4f2757a257d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
