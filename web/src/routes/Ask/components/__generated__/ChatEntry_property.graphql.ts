/**
 * @generated SignedSource<<0b11e95aa32f8ad5b3e26abb9a017df8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChatEntry_property$data = {
  readonly contacts: {
    readonly whatsappNumber: string | null | undefined;
  };
  readonly " $fragmentType": "ChatEntry_property";
};
export type ChatEntry_property$key = {
  readonly " $data"?: ChatEntry_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatEntry_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatEntry_property",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PropertyContacts",
      "kind": "LinkedField",
      "name": "contacts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "whatsappNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Property",
  "abstractKey": null
};

(node as any).hash = "738c6d189cd061a82ac5485ab921b36c";

export default node;
