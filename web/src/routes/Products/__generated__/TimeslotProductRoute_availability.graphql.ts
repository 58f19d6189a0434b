/**
 * @generated SignedSource<<a3bb645da4271f48ccec196a2f840ce5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TimeslotProductRoute_availability$data = {
  readonly date: string;
  readonly price: {
    readonly " $fragmentSpreads": FragmentRefs<"exactMoney_money">;
  };
  readonly productId: string;
  readonly timeslots: ReadonlyArray<{
    readonly remaining: number;
    readonly startDate: string;
    readonly time: string;
  }>;
  readonly " $fragmentType": "TimeslotProductRoute_availability";
};
export type TimeslotProductRoute_availability$key = {
  readonly " $data"?: TimeslotProductRoute_availability$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimeslotProductRoute_availability">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimeslotProductRoute_availability",
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
      "name": "productId",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ArrivalDepartureTimeslot",
      "kind": "LinkedField",
      "name": "timeslots",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "time",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remaining",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TimeslotAvailability",
  "abstractKey": null
};

(node as any).hash = "b5e5299bc5c826d3c6b61b0321fb0e94";

export default node;
