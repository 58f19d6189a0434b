/**
 * @generated SignedSource<<95d005017f2af554a66621ef69d1c1a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HelpArticles_helpContent$data = {
  readonly access: ReadonlyArray<{
    readonly articleId: string;
    readonly body: string;
    readonly description: string;
    readonly title: string;
  }>;
  readonly apartment: ReadonlyArray<{
    readonly articleId: string;
    readonly body: string;
    readonly description: string;
    readonly title: string;
  }>;
  readonly checkOut: ReadonlyArray<{
    readonly articleId: string;
    readonly body: string;
    readonly description: string;
    readonly title: string;
  }>;
  readonly reservation: ReadonlyArray<{
    readonly articleId: string;
    readonly body: string;
    readonly description: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "HelpArticles_helpContent";
};
export type HelpArticles_helpContent$key = {
  readonly " $data"?: HelpArticles_helpContent$data;
  readonly " $fragmentSpreads": FragmentRefs<"HelpArticles_helpContent">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HelpArticles_helpContent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HelpArticle",
      "kind": "LinkedField",
      "name": "access",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HelpArticle",
      "kind": "LinkedField",
      "name": "apartment",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HelpArticle",
      "kind": "LinkedField",
      "name": "checkOut",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HelpArticle",
      "kind": "LinkedField",
      "name": "reservation",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "HelpContent",
  "abstractKey": null
};
})();

(node as any).hash = "74a6b630b7815f848f5eb835996fd250";

export default node;
