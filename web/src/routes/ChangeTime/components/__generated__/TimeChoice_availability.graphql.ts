/**
 * @generated SignedSource<<696be0a2550b8871b07d05edc058e1f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TimeChoice_availability$data = {
  readonly price: {
    readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
  };
  readonly timeslots: ReadonlyArray<{
    readonly startDate: string;
    readonly time: string;
  }>;
  readonly " $fragmentType": "TimeChoice_availability";
};
export type TimeChoice_availability$key = {
  readonly " $data"?: TimeChoice_availability$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimeChoice_availability">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimeChoice_availability",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "Price_money"
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
          "name": "time",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TimeslotAvailability",
  "abstractKey": null
};

(node as any).hash = "af1b0471794fbf7c58b3a620b7ef7843";

export default node;
