/**
 * @generated SignedSource<<767e6eb550188bba1745c25e1e1df205>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccessMore_reservation$data = {
  readonly integrations: {
    readonly wifi: {
      readonly " $fragmentSpreads": FragmentRefs<"WifiDetails_wifi">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CommonDoors_integrations">;
  };
  readonly property: {
    readonly " $fragmentSpreads": FragmentRefs<"AccessGuide_property" | "PropertyContacts_property">;
  };
  readonly " $fragmentType": "AccessMore_reservation";
};
export type AccessMore_reservation$key = {
  readonly " $data"?: AccessMore_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessMore_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessMore_reservation",
  "selections": [
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CommonDoors_integrations"
        }
      ],
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "AccessGuide_property"
        },
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

(node as any).hash = "06d143c9df2a923d82986bd5e8898f51";

export default node;
