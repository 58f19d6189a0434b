/**
 * @generated SignedSource<<1dde84c2900fd68ca8126fb1cb107dd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WifiDetails_wifi$data = {
  readonly password: string | null | undefined;
  readonly ssid: string;
  readonly " $fragmentType": "WifiDetails_wifi";
};
export type WifiDetails_wifi$key = {
  readonly " $data"?: WifiDetails_wifi$data;
  readonly " $fragmentSpreads": FragmentRefs<"WifiDetails_wifi">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WifiDetails_wifi",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ssid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "password",
      "storageKey": null
    }
  ],
  "type": "WirelessAccessPoint",
  "abstractKey": null
};

(node as any).hash = "afc7017b5332d88aee3fded06ca031b6";

export default node;
