/**
 * @generated SignedSource<<b6c0d0bb409208c26c670ec05a069fbb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PropertyNotices_property$data = {
  readonly notices: ReadonlyArray<{
    readonly body: string;
    readonly endsOn: string;
    readonly noticeId: string;
    readonly startsOn: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "PropertyNotices_property";
};
export type PropertyNotices_property$key = {
  readonly " $data"?: PropertyNotices_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"PropertyNotices_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PropertyNotices_property",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PropertyNotice",
      "kind": "LinkedField",
      "name": "notices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noticeId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startsOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endsOn",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Property",
  "abstractKey": null
};

(node as any).hash = "9529ed77847379eee64a289d6e4abb43";

export default node;
