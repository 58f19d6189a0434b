/**
 * @generated SignedSource<<6bd7f2282c7b3af6090a736238acbcc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CustomProductKind = "TRANSFER_SERVICE" | "%future added value";
export type CustomProductType = "DUMMY" | "INFORMATIONAL" | "REQUEST" | "THIRD_PARTY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CustomProductTile_customProduct$data = {
  readonly customProductId: string;
  readonly imageUrl: string;
  readonly isExactPrice: boolean;
  readonly price: {
    readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
  } | null | undefined;
  readonly productType: CustomProductKind | null | undefined;
  readonly title: string;
  readonly type: CustomProductType;
  readonly " $fragmentType": "CustomProductTile_customProduct";
};
export type CustomProductTile_customProduct$key = {
  readonly " $data"?: CustomProductTile_customProduct$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomProductTile_customProduct">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomProductTile_customProduct",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customProductId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isExactPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        {
          "kind": "InlineDataFragmentSpread",
          "name": "exactMoney_money",
          "selections": [
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
          "args": null,
          "argumentDefinitions": []
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CustomProduct",
  "abstractKey": null
};

(node as any).hash = "1b1c7c70e87b690b7aac60f4bd2e591a";

export default node;
