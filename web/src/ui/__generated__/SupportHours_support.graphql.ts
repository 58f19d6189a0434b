/**
 * @generated SignedSource<<877f3cbd119f62858730964c9a87806d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SupportChannel = "CHAT" | "PHONE" | "WHATSAPP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SupportHours_support$data = {
  readonly chatReplyMinutes: number | null | undefined;
  readonly hours: ReadonlyArray<{
    readonly alwaysOpen: boolean;
    readonly channel: SupportChannel;
    readonly closes: string | null | undefined;
    readonly opens: string | null | undefined;
    readonly utcOffset: string | null | undefined;
  }>;
  readonly " $fragmentType": "SupportHours_support";
};
export type SupportHours_support$key = {
  readonly " $data"?: SupportHours_support$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupportHours_support">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupportHours_support",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SupportHours",
      "kind": "LinkedField",
      "name": "hours",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "channel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alwaysOpen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opens",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "utcOffset",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chatReplyMinutes",
      "storageKey": null
    }
  ],
  "type": "Support",
  "abstractKey": null
};

(node as any).hash = "818336aba5f0803ede7484a3920bf9cd";

export default node;
