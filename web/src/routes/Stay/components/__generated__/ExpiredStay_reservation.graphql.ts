/**
 * @generated SignedSource<<e7c33248295b127da1fabbe161a5d581>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExpiredStay_reservation$data = {
  readonly endDate: string;
  readonly property: {
    readonly name: string;
    readonly timeZone: string;
  };
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

(node as any).hash = "83e3c6e007448817560bd6e8f22f8434";

export default node;
