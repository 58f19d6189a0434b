/**
 * @generated SignedSource<<6d6f8858d4cf3d984541853a9c7a7380>>
 * @relayHash 27543d3e79ef2b96d8060252adfd6988
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eaaff4dac1667cbcd7e62563a01a7bece8c1731771bebc717054afa770f623d1

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
export type AskRouteQuery$variables = {
  slug: string;
};
export type AskRouteQuery$data = {
  readonly reservation: {
    readonly property: {
      readonly city: string;
      readonly helpContent: {
        readonly " $fragmentSpreads": FragmentRefs<"HelpArticles_helpContent">;
      } | null | undefined;
      readonly name: string;
      readonly timeZone: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChatEntry_property" | "ContactOptions_property">;
    };
    readonly unitKind: StayUnitKind;
    readonly " $fragmentSpreads": FragmentRefs<"stayLook_reservation">;
  } | null | undefined;
  readonly support: {
    readonly " $fragmentSpreads": FragmentRefs<"SupportHours_support">;
  };
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
  "name": "unitKind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = [
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
  },
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AskRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Support",
        "kind": "LinkedField",
        "name": "support",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SupportHours_support"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "stayLook_reservation"
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChatEntry_property"
              },
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
        "args": null,
        "concreteType": "Support",
        "kind": "LinkedField",
        "name": "support",
        "plural": false,
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
        "storageKey": null
      },
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isWhiteLabel",
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
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
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HelpArticle",
                    "kind": "LinkedField",
                    "name": "apartment",
                    "plural": true,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HelpArticle",
                    "kind": "LinkedField",
                    "name": "checkOut",
                    "plural": true,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "HelpArticle",
                    "kind": "LinkedField",
                    "name": "reservation",
                    "plural": true,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "27543d3e79ef2b96d8060252adfd6988",
    "id": "eaaff4dac1667cbcd7e62563a01a7bece8c1731771bebc717054afa770f623d1",
    "metadata": {},
    "name": "AskRouteQuery",
    "operationKind": "query",
    "text": "query AskRouteQuery(\n  $slug: String!\n) {\n  support {\n    ...SupportHours_support\n  }\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    unitKind\n    property {\n      name\n      city\n      timeZone\n      ...ChatEntry_property\n      ...ContactOptions_property\n      helpContent {\n        ...HelpArticles_helpContent\n        id\n      }\n      id\n    }\n    id\n  }\n}\n\nfragment ChatEntry_property on Property {\n  contacts {\n    whatsappNumber\n  }\n}\n\nfragment ContactOptions_property on Property {\n  contacts {\n    phone\n    whatsappNumber\n  }\n}\n\nfragment HelpArticles_helpContent on HelpContent {\n  access {\n    articleId\n    title\n    description\n    body\n    id\n  }\n  apartment {\n    articleId\n    title\n    description\n    body\n    id\n  }\n  checkOut {\n    articleId\n    title\n    description\n    body\n    id\n  }\n  reservation {\n    articleId\n    title\n    description\n    body\n    id\n  }\n}\n\nfragment SupportHours_support on Support {\n  hours {\n    channel\n    alwaysOpen\n    opens\n    closes\n    utcOffset\n  }\n  chatReplyMinutes\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "8273e89ec6fc57c95e1695af7328f39c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
