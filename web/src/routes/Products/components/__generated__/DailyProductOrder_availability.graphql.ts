/**
 * @generated SignedSource<<3b1eae4e6c7aa585edddd1dfce7d9132>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DailyProductOrder_availability$data = {
  readonly days: ReadonlyArray<{
    readonly date: string;
    readonly isAvailable: boolean;
    readonly totalPrice: {
      readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
    };
  }>;
  readonly productId: string;
  readonly " $fragmentType": "DailyProductOrder_availability";
};
export type DailyProductOrder_availability$key = {
  readonly " $data"?: DailyProductOrder_availability$data;
  readonly " $fragmentSpreads": FragmentRefs<"DailyProductOrder_availability">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DailyProductOrder_availability",
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
      "concreteType": "ProductDay",
      "kind": "LinkedField",
      "name": "days",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isAvailable",
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
      "storageKey": null
    }
  ],
  "type": "DailyAvailability",
  "abstractKey": null
};

(node as any).hash = "6f60c2064b6d749b9af1283f71d23f89";

export default node;
