/**
 * @generated SignedSource<<7d68c9998f3ffe63a9133e286f7d1b7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ChargeInterval = "DAILY" | "HOURLY" | "MONTHLY" | "ONCE" | "WEEKLY" | "%future added value";
export type ChargeMethod = "ONCE" | "PER_PERSON" | "PER_PERSON_PER_TIME_UNIT" | "PER_TIME_UNIT" | "%future added value";
export type ProductType = "BREAKFAST" | "CUSTOM" | "EARLY_CHECK_IN" | "GYM" | "LATE_CHECK_OUT" | "MID_STAY_CLEANING" | "PARKING" | "RESERVATION_EXTENSION_REQUEST" | "SAUNA_KIT" | "STOCKED_FRIDGE" | "UNIT_CATEGORY_UPGRADE" | "UNKNOWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProductTile_product$data = {
  readonly chargeInterval: ChargeInterval;
  readonly chargeMethod: ChargeMethod;
  readonly customerRewardId: string | null | undefined;
  readonly name: string;
  readonly priceGross: {
    readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
  };
  readonly productId: string;
  readonly type: ProductType;
  readonly " $fragmentType": "ProductTile_product";
};
export type ProductTile_product$key = {
  readonly " $data"?: ProductTile_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductTile_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductTile_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
      "name": "chargeMethod",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chargeInterval",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerRewardId",
      "storageKey": null
    },
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
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "fed1cf04253b0053501c010b3fdb6804";

export default node;
