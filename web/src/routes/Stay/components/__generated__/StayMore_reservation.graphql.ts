/**
 * @generated SignedSource<<101b2055d7386c36e70086dff2d913bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StayMore_reservation$data = {
  readonly integrations: {
    readonly wifi: {
      readonly " $fragmentSpreads": FragmentRefs<"WifiDetails_wifi">;
    } | null | undefined;
  };
  readonly property: {
    readonly " $fragmentSpreads": FragmentRefs<"ContactOptions_property">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CheckInStatus_reservation" | "DoorSummary_reservation" | "StayActions_reservation" | "StayAddress_reservation" | "StayExtras_reservation">;
  readonly " $fragmentType": "StayMore_reservation";
};
export type StayMore_reservation$key = {
  readonly " $data"?: StayMore_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"StayMore_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StayMore_reservation",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StayActions_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckInStatus_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DoorSummary_reservation"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationIntegrations",
      "kind": "LinkedField",
      "name": "integrations",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WirelessAccessPoint",
          "kind": "LinkedField",
          "name": "wifi",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "WifiDetails_wifi"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StayAddress_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StayExtras_reservation"
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "ContactOptions_property"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "be6f3e6fb8fe6b4d396758488b1ea5af";

export default node;
