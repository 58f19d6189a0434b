/**
 * @generated SignedSource<<e675f4e0bdc1f2175488d809533260de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PropertyKeyType = "BACK_DOOR" | "BICYCLE_STORAGE_ROOM" | "ELEVATOR" | "ENTRANCE" | "GARBAGE_ROOM" | "HALLWAY" | "KITCHEN" | "LUGGAGE_ROOM" | "PARKING" | "PROPERTY_UNIT" | "UNKNOWN" | "WASHATERIA" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ParkingGuide_reservation$data = {
  readonly keys: ReadonlyArray<{
    readonly name: string | null | undefined;
    readonly type: PropertyKeyType;
  }>;
  readonly slug: string;
  readonly " $fragmentType": "ParkingGuide_reservation";
};
export type ParkingGuide_reservation$key = {
  readonly " $data"?: ParkingGuide_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ParkingGuide_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ParkingGuide_reservation",
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
      "concreteType": "DoorKey",
      "kind": "LinkedField",
      "name": "keys",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "0f8d72d11d6cd82387550be724213a22";

export default node;
