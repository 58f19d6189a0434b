/**
 * @generated SignedSource<<0801ee6762d797a8736375831169dbd8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type exactMoney_money$data = {
  readonly amountMinor: number;
  readonly currencyCode: string;
  readonly decimalAmount: string;
  readonly minorUnitDigits: number;
  readonly " $fragmentType": "exactMoney_money";
};
export type exactMoney_money$key = {
  readonly " $data"?: exactMoney_money$data;
  readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "exactMoney_money"
};

(node as any).hash = "b91000bc2191f19ed4573c76978867e9";

export default node;
