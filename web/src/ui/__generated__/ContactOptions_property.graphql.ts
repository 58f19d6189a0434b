/**
 * @generated SignedSource<<f7d93fe9dc6f7878ef708d1299cf52a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContactOptions_property$data = {
  readonly contacts: {
    readonly phone: string | null | undefined;
    readonly whatsappNumber: string | null | undefined;
  };
  readonly " $fragmentType": "ContactOptions_property";
};
export type ContactOptions_property$key = {
  readonly " $data"?: ContactOptions_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactOptions_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactOptions_property",
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

(node as any).hash = "bbecc137de6f9abc539bb3d94a554c2d";

export default node;
