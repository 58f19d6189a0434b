/**
 * @generated SignedSource<<9d49c0b342d5c33c977c7bafd57e50e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StayDates_reservation$data = {
  readonly arrivalTime: string;
  readonly departureTime: string;
  readonly guestCount: number;
  readonly nightsCount: number;
  readonly property: {
    readonly timeZone: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"StayActions_reservation">;
  readonly " $fragmentType": "StayDates_reservation";
};
export type StayDates_reservation$key = {
  readonly " $data"?: StayDates_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"StayDates_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StayDates_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "arrivalTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "departureTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nightsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guestCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Property",
      "kind": "LinkedField",
      "name": "property",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZone",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StayActions_reservation"
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "571657bc9b00067cb4c3883b395aa75a";

export default node;
