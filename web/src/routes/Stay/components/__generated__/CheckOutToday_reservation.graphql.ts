/**
 * @generated SignedSource<<98c0dbb85f2a96ebddff94bdafc17865>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CheckOutToday_reservation$data = {
  readonly departureTime: string;
  readonly property: {
    readonly timeZone: string;
  };
  readonly slug: string;
  readonly " $fragmentType": "CheckOutToday_reservation";
};
export type CheckOutToday_reservation$key = {
  readonly " $data"?: CheckOutToday_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckOutToday_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckOutToday_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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

(node as any).hash = "b25384c44556bc39f077f2e4323f2a0a";

export default node;
