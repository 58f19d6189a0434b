/**
 * @generated SignedSource<<093c656d551d6cdd401774f7ad50a690>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContactUs_property$data = {
  readonly contacts: {
    readonly phone: string | null | undefined;
    readonly whatsappNumber: string | null | undefined;
  };
  readonly " $fragmentType": "ContactUs_property";
};
export type ContactUs_property$key = {
  readonly " $data"?: ContactUs_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactUs_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactUs_property",
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
          "name": "phone",
          "storageKey": null
        },
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

(node as any).hash = "d4c1b21ae766c316f3ee7ee69eea839a";

export default node;
