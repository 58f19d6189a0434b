/**
 * @generated SignedSource<<1fd197570751197251eaa829c8e34315>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type usePlacedOrderCheck_reservation$data = {
  readonly orderedItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly orderItemId: string;
        readonly productId: string;
      };
    }>;
  };
  readonly " $fragmentType": "usePlacedOrderCheck_reservation";
};
export type usePlacedOrderCheck_reservation$key = {
  readonly " $data"?: usePlacedOrderCheck_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePlacedOrderCheck_reservation">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "usePlacedOrderCheck_reservation"
};

(node as any).hash = "3f0fa5cc7d3b5f28de44c5820d3149f8";

export default node;
