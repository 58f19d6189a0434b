/**
 * @generated SignedSource<<5df4fe42dfe445950e4ac6f2643a2ea8>>
 * @relayHash 0b899b2aa381f74f7cfc5a53dc8b2c0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ccea4cd88a79bff7ed9bd87901dbc24696860dc3e59094ef7e25eb9b3c0155e6

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CardAuthorizationState = "AUTHORIZABLE" | "AUTHORIZED" | "CANCELED" | "CONFIRMED" | "DECLINED" | "PENDING" | "REQUESTED" | "UNAUTHORIZABLE" | "UNKNOWN" | "%future added value";
export type CardType = "AMEX" | "DINERS_CLUB" | "DISCOVER" | "JCB" | "MASTERCARD" | "UNION_PAY" | "UNKNOWN" | "VISA" | "%future added value";
export type PayBalanceRouteQuery$variables = {
  slug: string;
};
export type PayBalanceRouteQuery$data = {
  readonly reservation: {
    readonly balanceDue: {
      readonly amountMinor: number;
      readonly currencyCode: string;
      readonly decimalAmount: string;
    } | null | undefined;
    readonly card: {
      readonly cardId: string;
    } | null | undefined;
    readonly cards: ReadonlyArray<{
      readonly authorizationState: CardAuthorizationState;
      readonly cardId: string;
      readonly numberMasked: string;
      readonly type: CardType;
    }>;
    readonly isBalancePayableInApp: boolean;
    readonly isPaid: boolean;
    readonly property: {
      readonly " $fragmentSpreads": FragmentRefs<"ContactOptions_property">;
    };
    readonly slug: string;
  } | null | undefined;
};
export type PayBalanceRouteQuery = {
  response: PayBalanceRouteQuery$data;
  variables: PayBalanceRouteQuery$variables;
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
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPaid",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isBalancePayableInApp",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "balanceDue",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountMinor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decimalAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currencyCode",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cardId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "numberMasked",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorizationState",
  "storageKey": null
},
v10 = {
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
    "name": "PayBalanceRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CreditCard",
            "kind": "LinkedField",
            "name": "card",
            "plural": false,
            "selections": [
              (v6/*:: as any*/)
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
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
    "name": "PayBalanceRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CreditCard",
            "kind": "LinkedField",
            "name": "card",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v10/*:: as any*/)
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
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
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0b899b2aa381f74f7cfc5a53dc8b2c0a",
    "id": "ccea4cd88a79bff7ed9bd87901dbc24696860dc3e59094ef7e25eb9b3c0155e6",
    "metadata": {},
    "name": "PayBalanceRouteQuery",
    "operationKind": "query",
    "text": "query PayBalanceRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    slug\n    isPaid\n    isBalancePayableInApp\n    balanceDue {\n      amountMinor\n      decimalAmount\n      currencyCode\n    }\n    card {\n      cardId\n      id\n    }\n    cards {\n      cardId\n      numberMasked\n      type\n      authorizationState\n      id\n    }\n    property {\n      ...ContactOptions_property\n      id\n    }\n    id\n  }\n}\n\nfragment ContactOptions_property on Property {\n  contacts {\n    phone\n    whatsappNumber\n  }\n}\n"
  }
};
})();

(node as any).hash = "d18a1874a5cc006255d301f75200c265";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
