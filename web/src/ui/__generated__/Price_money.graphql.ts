/**
 * @generated SignedSource<<93b48b0baef31696ef15853e4262d40d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Price_money$data = {
  readonly currencyCode: string;
  readonly decimalAmount: string;
  readonly " $fragmentType": "Price_money";
};
export type Price_money$key = {
  readonly " $data"?: Price_money$data;
  readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Price_money",
  "selections": [
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
  "type": "Money",
  "abstractKey": null
};

(node as any).hash = "34ce0fccd2e708bf7d97ac6bfedbfd89";

export default node;
