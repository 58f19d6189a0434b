/**
 * @generated SignedSource<<b769640f1701a9b15ea5c9ba0187ccd2>>
 * @relayHash 9cfea0f4ee24e8f3e4f040ad33449e53
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 267e66511f6138fb03e104e53b0d4fcc432f65d770ea16ccd4e5d65274f8d4d5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddCardRouteQuery$variables = {
  slug: string;
};
export type AddCardRouteQuery$data = {
  readonly clientConfiguration: {
    readonly cardPayPageUrl: string;
  };
  readonly reservation: {
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"StayCards_reservation" | "stayLook_reservation">;
  } | null | undefined;
};
export type AddCardRouteQuery = {
  response: AddCardRouteQuery$data;
  variables: AddCardRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "ClientConfiguration",
  "kind": "LinkedField",
  "name": "clientConfiguration",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cardPayPageUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cardId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddCardRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StayCards_reservation"
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
    "name": "AddCardRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CreditCard",
            "kind": "LinkedField",
            "name": "card",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CreditCard",
            "kind": "LinkedField",
            "name": "cards",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "numberMasked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "authorizationState",
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
    "cacheID": "9cfea0f4ee24e8f3e4f040ad33449e53",
    "id": "267e66511f6138fb03e104e53b0d4fcc432f65d770ea16ccd4e5d65274f8d4d5",
    "metadata": {},
    "name": "AddCardRouteQuery",
    "operationKind": "query",
    "text": "query AddCardRouteQuery(\n  $slug: String!\n) {\n  clientConfiguration {\n    cardPayPageUrl\n  }\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    slug\n    ...StayCards_reservation\n    id\n  }\n}\n\nfragment StayCards_reservation on Reservation {\n  card {\n    cardId\n    id\n  }\n  cards {\n    cardId\n    numberMasked\n    type\n    name\n    authorizationState\n    id\n  }\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "345118bcf989cf674c83f7f52ae0d1c6";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
