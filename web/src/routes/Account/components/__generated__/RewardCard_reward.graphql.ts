/**
 * @generated SignedSource<<b393828bd2da6c6018417d729c4597c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type RewardStatus = "ACTIVE" | "INACTIVE" | "UPCOMING" | "USED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RewardCard_reward$data = {
  readonly description: string;
  readonly guideline: string;
  readonly isUnlocked: boolean;
  readonly name: string;
  readonly nightsUntilNextTier: number;
  readonly reservationsUntilNextTier: number;
  readonly status: RewardStatus;
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
      "name": "status",
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

(node as any).hash = "15ec0b9c953ad1a406f29fe88505ed3b";

export default node;
