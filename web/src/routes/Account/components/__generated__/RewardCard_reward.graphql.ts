/**
 * @generated SignedSource<<ed2e9465bc1d5be920bb44ed212a0c00>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RewardCard_reward$data = {
  readonly description: string;
  readonly guideline: string;
  readonly isUnlocked: boolean;
  readonly name: string;
  readonly nightsUntilNextTier: number;
  readonly reservationsUntilNextTier: number;
  readonly subTitle: string;
  readonly " $fragmentType": "RewardCard_reward";
};
export type RewardCard_reward$key = {
  readonly " $data"?: RewardCard_reward$data;
  readonly " $fragmentSpreads": FragmentRefs<"RewardCard_reward">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RewardCard_reward",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guideline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isUnlocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nightsUntilNextTier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reservationsUntilNextTier",
      "storageKey": null
    }
  ],
  "type": "Reward",
  "abstractKey": null
};

(node as any).hash = "808722a4b3c7c7826b057f7209367ba4";

export default node;
