/**
 * @generated SignedSource<<f4abdeef64a6a552092306a04eb7426d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StayDates_reservation$data = {
  readonly endDate: string;
  readonly property: {
    readonly timeZone: string;
  };
  readonly startDate: string;
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

(node as any).hash = "179bd30542e55a4e64892e1da031eca7";

export default node;
