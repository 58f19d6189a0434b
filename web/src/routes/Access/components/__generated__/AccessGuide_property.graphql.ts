/**
 * @generated SignedSource<<7cbe56ecd4e16a2eb1774d099a260d27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccessGuide_property$data = {
  readonly entrance: string | null | undefined;
  readonly helpContent: {
    readonly accessGuides: ReadonlyArray<{
      readonly body: string;
      readonly guideId: string;
      readonly title: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "AccessGuide_property";
};
export type AccessGuide_property$key = {
  readonly " $data"?: AccessGuide_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessGuide_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessGuide_property",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entrance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HelpContent",
      "kind": "LinkedField",
      "name": "helpContent",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AccessGuide",
          "kind": "LinkedField",
          "name": "accessGuides",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "guideId",
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Property",
  "abstractKey": null
};

(node as any).hash = "4f498a752bd55ff3f4934fc73655e72d";

export default node;
