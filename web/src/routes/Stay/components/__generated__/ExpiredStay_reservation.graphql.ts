/**
 * @generated SignedSource<<27c4938b24572a6678d0109a4191f345>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StayStage = "ARRIVAL_DAY" | "CANCELLED" | "CHECKED_OUT" | "DEPARTURE_DAY" | "ENDED" | "IN_HOUSE" | "UPCOMING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ExpiredStay_reservation$data = {
  readonly endDate: string;
  readonly property: {
    readonly name: string;
    readonly timeZone: string;
  };
  readonly stage: StayStage;
  readonly startDate: string;
  readonly " $fragmentType": "ExpiredStay_reservation";
};
export type ExpiredStay_reservation$key = {
  readonly " $data"?: ExpiredStay_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExpiredStay_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExpiredStay_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stage",
      "storageKey": null
    },
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
      "name": "endDate",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZone",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "59ea045620efc082c911483fbaca6e7f";

export default node;
