/**
 * @generated SignedSource<<4f4421faf2def86ca005e8d1c20870af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HelpArticles_article$data = {
  readonly articleId: string;
  readonly body: string;
  readonly description: string;
  readonly title: string;
  readonly " $fragmentType": "HelpArticles_article";
};
export type HelpArticles_article$key = {
  readonly " $data"?: HelpArticles_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"HelpArticles_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HelpArticles_article",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "articleId",
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
      "name": "description",
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
  "type": "HelpArticle",
  "abstractKey": null
};

(node as any).hash = "526b82c3a7485e458bc84adfe01b5984";

export default node;
