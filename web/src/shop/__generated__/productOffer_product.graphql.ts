/**
 * @generated SignedSource<<fa581dffd7759264a97c93bcc98679fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type ChargeInterval = "DAILY" | "HOURLY" | "MONTHLY" | "ONCE" | "WEEKLY" | "%future added value";
export type ChargeMethod = "ONCE" | "PER_PERSON" | "PER_PERSON_PER_TIME_UNIT" | "PER_TIME_UNIT" | "%future added value";
export type ProductType = "BREAKFAST" | "CUSTOM" | "EARLY_CHECK_IN" | "GYM" | "LATE_CHECK_OUT" | "MID_STAY_CLEANING" | "PARKING" | "RESERVATION_EXTENSION_REQUEST" | "SAUNA_KIT" | "STOCKED_FRIDGE" | "UNIT_CATEGORY_UPGRADE" | "UNKNOWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type productOffer_product$data = {
  readonly chargeInterval: ChargeInterval;
  readonly chargeMethod: ChargeMethod;
  readonly customerRewardId: string | null | undefined;
  readonly isOrderable: boolean;
  readonly name: string;
  readonly priceGross: {
    readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
  };
  readonly productId: string;
  readonly type: ProductType;
  readonly " $fragmentType": "productOffer_product";
};
export type productOffer_product$key = {
  readonly " $data"?: productOffer_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"productOffer_product">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "productOffer_product"
};

(node as any).hash = "98f5527564646db5afd050cdda80093c";

export default node;
