/**
 * @generated SignedSource<<55841737911d260ae76edae280001488>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StayHeader_reservation$data = {
  readonly confirmationNumber: string;
  readonly property: {
    readonly city: string;
    readonly name: string;
  };
  readonly " $fragmentType": "StayHeader_reservation";
};
export type StayHeader_reservation$key = {
  readonly " $data"?: StayHeader_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"StayHeader_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StayHeader_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "confirmationNumber",
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
          "name": "city",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "f3e0dfbe60e4ed3990bdfe3cb75bd268";

export default node;
