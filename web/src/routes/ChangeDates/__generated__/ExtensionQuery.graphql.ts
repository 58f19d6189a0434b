/**
 * @generated SignedSource<<53177e0f378b9c7eb8b40af1de4b1260>>
 * @relayHash 6ec4a430a71b96cb191dfc9995b98116
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76d5e1d55885afb06f6f49122583ea679290e9f05b6b9db39babafbf833ec757

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExtensionKind = "MORE_THAN_TWO_NIGHTS" | "ONE_NIGHT" | "TWO_NIGHTS" | "%future added value";
export type ExtensionQuery$variables = {
  slug: string;
};
export type ExtensionQuery$data = {
  readonly reservation: {
    readonly departureTime: string;
    readonly extensionOptions: ReadonlyArray<{
      readonly endDate: string;
      readonly isAvailable: boolean;
      readonly kind: ExtensionKind;
      readonly maxNights: number;
      readonly nights: number;
      readonly pricePerNight: {
        readonly " $fragmentSpreads": FragmentRefs<"Price_money" | "exactMoney_money">;
      };
      readonly productId: string;
      readonly totalPrice: {
        readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
      };
    }>;
    readonly isCancelled: boolean;
    readonly isCheckedOut: boolean;
    readonly property: {
      readonly timeZone: string;
    };
    readonly slug: string;
  } | null | undefined;
};
export type ExtensionQuery = {
  response: ExtensionQuery$data;
  variables: ExtensionQuery$variables;
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
  "name": "departureTime",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCancelled",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCheckedOut",
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
  "name": "productId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nights",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxNights",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAvailable",
  "storageKey": null
},
v13 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "Price_money"
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountMinor",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minorUnitDigits",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "decimalAmount",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currencyCode",
  "storageKey": null
},
v18 = {
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
    "name": "ExtensionQuery",
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
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ExtensionOption",
            "kind": "LinkedField",
            "name": "extensionOptions",
            "plural": true,
            "selections": [
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
                "name": "pricePerNight",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  {
                    "kind": "InlineDataFragmentSpread",
                    "name": "exactMoney_money",
                    "selections": [
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/)
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
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "totalPrice",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/)
                ],
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
    "name": "ExtensionQuery",
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
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ExtensionOption",
            "kind": "LinkedField",
            "name": "extensionOptions",
            "plural": true,
            "selections": [
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
                "name": "pricePerNight",
                "plural": false,
                "selections": [
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "totalPrice",
                "plural": false,
                "selections": [
                  (v16/*:: as any*/),
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v18/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6ec4a430a71b96cb191dfc9995b98116",
    "id": "76d5e1d55885afb06f6f49122583ea679290e9f05b6b9db39babafbf833ec757",
    "metadata": {},
    "name": "ExtensionQuery",
    "operationKind": "query",
    "text": "query ExtensionQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    slug\n    departureTime\n    isCancelled\n    isCheckedOut\n    property {\n      timeZone\n      id\n    }\n    extensionOptions {\n      productId\n      kind\n      nights\n      maxNights\n      endDate\n      isAvailable\n      pricePerNight {\n        ...Price_money\n        ...exactMoney_money\n      }\n      totalPrice {\n        ...Price_money\n      }\n    }\n    id\n  }\n}\n\nfragment Price_money on Money {\n  decimalAmount\n  currencyCode\n}\n\nfragment exactMoney_money on Money {\n  amountMinor\n  minorUnitDigits\n  decimalAmount\n  currencyCode\n}\n"
  }
};
})();

(node as any).hash = "d85cc93ccdc07b2f57d47233568bec42";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
