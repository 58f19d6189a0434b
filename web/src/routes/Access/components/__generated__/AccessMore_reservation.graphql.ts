/**
 * @generated SignedSource<<dab06d1b98c3e0a022bd656181f7ec8b>>
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
    readonly " $fragmentSpreads": FragmentRefs<"AccessGuide_property" | "ContactOptions_property">;
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
          "name": "ContactOptions_property"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "db0ca5eed3ce20a4e8f31da6e101032b";

export default node;
