/**
 * @generated SignedSource<<1fc76298b127527948178b26c34706a7>>
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
    readonly " $fragmentSpreads": FragmentRefs<"PropertyContacts_property">;
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
          "name": "PropertyContacts_property"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "6c30f374d4398587ac09da32378fab04";

export default node;
