/**
 * @generated SignedSource<<61509361a83e93e8e8144d46e9cd27ba>>
 * @relayHash 56bbb7c1e1ce24f534d11f133f7c2acb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9bed484a46515f66af132e8196b6cf8bd59cdb1b725d57fec6c78aa90e29ce2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AskRouteQuery$variables = {
  slug: string;
};
export type AskRouteQuery$data = {
  readonly reservation: {
    readonly property: {
      readonly helpContent: {
        readonly " $fragmentSpreads": FragmentRefs<"HelpArticles_helpContent">;
      } | null | undefined;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"ContactOptions_property">;
    };
  } | null | undefined;
};
export type AskRouteQuery = {
  response: AskRouteQuery$data;
  variables: AskRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AskRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContactOptions_property"
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "HelpArticles_helpContent"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AskRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                    "concreteType": "HelpArticle",
                    "kind": "LinkedField",
                    "name": "access",
                    "plural": true,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HelpArticle",
                    "kind": "LinkedField",
                    "name": "apartment",
                    "plural": true,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HelpArticle",
                    "kind": "LinkedField",
                    "name": "checkOut",
                    "plural": true,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HelpArticle",
                    "kind": "LinkedField",
                    "name": "reservation",
                    "plural": true,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "56bbb7c1e1ce24f534d11f133f7c2acb",
    "id": "e9bed484a46515f66af132e8196b6cf8bd59cdb1b725d57fec6c78aa90e29ce2",
    "metadata": {},
    "name": "AskRouteQuery",
    "operationKind": "query",
    "text": "query AskRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    property {\n      name\n      ...ContactOptions_property\n      helpContent {\n        ...HelpArticles_helpContent\n      }\n      id\n    }\n    id\n  }\n}\n\nfragment ContactOptions_property on Property {\n  contacts {\n    phone\n    whatsappNumber\n  }\n}\n\nfragment HelpArticles_helpContent on HelpContent {\n  access {\n    articleId\n    title\n    description\n    body\n  }\n  apartment {\n    articleId\n    title\n    description\n    body\n  }\n  checkOut {\n    articleId\n    title\n    description\n    body\n  }\n  reservation {\n    articleId\n    title\n    description\n    body\n  }\n}\n"
  }
};
})();

(node as any).hash = "be22ba75502ebb633d6bf0e31e800ab3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
