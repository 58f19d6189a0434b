/**
 * @generated SignedSource<<981412e7b2c1e4fd60751bd06884d1a9>>
 * @relayHash 239ebc55aba3953e17fff7e008dc950f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e66f41b5053bd6793946580fa7348e2bae51a5e545eb6504608e671668fe9d7e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ErrorContactsQuery$variables = {
  slug: string;
};
export type ErrorContactsQuery$data = {
  readonly reservation: {
    readonly property: {
      readonly " $fragmentSpreads": FragmentRefs<"ContactOptions_property">;
    };
  } | null | undefined;
};
export type ErrorContactsQuery = {
  response: ErrorContactsQuery$data;
  variables: ErrorContactsQuery$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ErrorContactsQuery",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContactOptions_property"
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
    "name": "ErrorContactsQuery",
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "239ebc55aba3953e17fff7e008dc950f",
    "id": "e66f41b5053bd6793946580fa7348e2bae51a5e545eb6504608e671668fe9d7e",
    "metadata": {},
    "name": "ErrorContactsQuery",
    "operationKind": "query",
    "text": "query ErrorContactsQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    property {\n      ...ContactOptions_property\n      id\n    }\n    id\n  }\n}\n\nfragment ContactOptions_property on Property {\n  contacts {\n    phone\n    whatsappNumber\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c7b7e9b62727791aad5519df0cfec2b";

export default node;
