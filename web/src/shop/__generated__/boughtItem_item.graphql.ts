/**
 * @generated SignedSource<<4f9229f41f3dd9574ed530fd17b22cc0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type ProductType = "BREAKFAST" | "CUSTOM" | "EARLY_CHECK_IN" | "GYM" | "LATE_CHECK_OUT" | "MID_STAY_CLEANING" | "PARKING" | "RESERVATION_EXTENSION_REQUEST" | "SAUNA_KIT" | "STOCKED_FRIDGE" | "UNIT_CATEGORY_UPGRADE" | "UNKNOWN" | "%future added value";
export type TransferDirection = "FROM_AIRPORT" | "TO_AIRPORT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type boughtItem_item$data = {
  readonly consumptionDate: string | null | undefined;
  readonly name: string | null | undefined;
  readonly productId: string;
  readonly timeslotStartsAt: string | null | undefined;
  readonly transfer: {
    readonly address: string | null | undefined;
    readonly direction: TransferDirection;
    readonly flightNumber: string | null | undefined;
    readonly time: string;
  } | null | undefined;
  readonly type: ProductType;
  readonly " $fragmentType": "boughtItem_item";
};
export type boughtItem_item$key = {
  readonly " $data"?: boughtItem_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"boughtItem_item">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "boughtItem_item"
};

(node as any).hash = "151a9b354cae2fcc548b1bc58d5d7f50";

export default node;
