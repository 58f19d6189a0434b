/**
 * @generated SignedSource<<3bc8d61c9254d651e613bf8298b9626e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PropertyContacts_property$data = {
  readonly contacts: {
    readonly phone: string | null | undefined;
    readonly whatsappNumber: string | null | undefined;
  };
  readonly " $fragmentType": "PropertyContacts_property";
};
export type PropertyContacts_property$key = {
  readonly " $data"?: PropertyContacts_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"PropertyContacts_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PropertyContacts_property",
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

(node as any).hash = "f6b0703c20cdf0626e370142ea9d6672";

export default node;
