/**
 * @generated SignedSource<<d5acc1166d3d2c52987f9cf88115211e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CheckOutToday_reservation$data = {
  readonly departureTime: string;
  readonly isPastDepartureTime: boolean;
  readonly property: {
    readonly timeZone: string;
  };
  readonly slug: string;
  readonly unitKind: StayUnitKind;
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
      "name": "unitKind",
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
      "name": "isPastDepartureTime",
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

(node as any).hash = "98cd61427e49f7a3c2aad900e8188e65";

export default node;
