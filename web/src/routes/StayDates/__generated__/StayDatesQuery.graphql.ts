/**
 * @generated SignedSource<<b430bfc5e931bf13e13243a98f8fba1a>>
 * @relayHash 9ec80ddb92f75e7abfcee656bd7d5b2f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32f9663db4e500f00f1296cd5d6968258b2e854deb35024f062b2aac0b5210c2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExtensionKind = "MORE_THAN_TWO_NIGHTS" | "ONE_NIGHT" | "TWO_NIGHTS" | "%future added value";
export type StayDatesQuery$variables = {
  slug: string;
};
export type StayDatesQuery$data = {
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
export type StayDatesQuery = {
  response: StayDatesQuery$data;
  variables: StayDatesQuery$variables;
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
    "name": "StayDatesQuery",
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
    "name": "StayDatesQuery",
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
    "cacheID": "9ec80ddb92f75e7abfcee656bd7d5b2f",
    "id": "32f9663db4e500f00f1296cd5d6968258b2e854deb35024f062b2aac0b5210c2",
    "metadata": {},
    "name": "StayDatesQuery",
    "operationKind": "query",
    "text": "query StayDatesQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    slug\n    departureTime\n    isCancelled\n    isCheckedOut\n    property {\n      timeZone\n      id\n    }\n    extensionOptions {\n      productId\n      kind\n      nights\n      maxNights\n      endDate\n      isAvailable\n      pricePerNight {\n        ...Price_money\n        ...exactMoney_money\n      }\n      totalPrice {\n        ...Price_money\n      }\n    }\n    id\n  }\n}\n\nfragment Price_money on Money {\n  decimalAmount\n  currencyCode\n}\n\nfragment exactMoney_money on Money {\n  amountMinor\n  minorUnitDigits\n  decimalAmount\n  currencyCode\n}\n"
  }
};
})();

(node as any).hash = "84821bb39db1afa685846ce3159d44f4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
