/**
 * @generated SignedSource<<2c421c5b655f67466c15709e7647aff1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CommonDoorType = "BICYCLE_STORAGE_ROOM" | "GARBAGE_ROOM" | "KITCHEN" | "LUGGAGE_ROOM" | "WASHATERIA" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CommonDoors_integrations$data = {
  readonly commonDoors: ReadonlyArray<{
    readonly floorNumber: string | null | undefined;
    readonly signText: string | null | undefined;
    readonly type: CommonDoorType;
  }>;
  readonly " $fragmentType": "CommonDoors_integrations";
};
export type CommonDoors_integrations$key = {
  readonly " $data"?: CommonDoors_integrations$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommonDoors_integrations">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommonDoors_integrations",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CommonDoor",
      "kind": "LinkedField",
      "name": "commonDoors",
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
          "name": "floorNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signText",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReservationIntegrations",
  "abstractKey": null
};

(node as any).hash = "789a92b050870dbada6bc244e2fed4c3";

export default node;
