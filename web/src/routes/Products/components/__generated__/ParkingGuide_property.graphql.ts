/**
 * @generated SignedSource<<b4d8f402f9d732fdbdef47f4a2964e5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ParkingGuide_property$data = {
  readonly key: string;
  readonly " $fragmentType": "ParkingGuide_property";
};
export type ParkingGuide_property$key = {
  readonly " $data"?: ParkingGuide_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"ParkingGuide_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ParkingGuide_property",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    }
  ],
  "type": "Property",
  "abstractKey": null
};

(node as any).hash = "93aab4635b9277bcff59ede0ac91c054";

export default node;
