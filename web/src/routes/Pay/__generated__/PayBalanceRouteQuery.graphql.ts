/**
 * @generated SignedSource<<672162169b177901a534debdca58d9b0>>
 * @relayHash 42ccd7c5c93d0b61c398e9ffb7ac01de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 534b8936e5e8b64868e9d3889664bb533f0cc820c3c46f41af6f8ddc4d881f7a

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
    readonly " $fragmentSpreads": FragmentRefs<"stayLook_reservation">;
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "stayLook_reservation"
          },
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
              (v10/*:: as any*/),
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
            "storageKey": null
          },
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
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "42ccd7c5c93d0b61c398e9ffb7ac01de",
    "id": "534b8936e5e8b64868e9d3889664bb533f0cc820c3c46f41af6f8ddc4d881f7a",
    "metadata": {},
    "name": "PayBalanceRouteQuery",
    "operationKind": "query",
    "text": "query PayBalanceRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    slug\n    isPaid\n    isBalancePayableInApp\n    balanceDue {\n      amountMinor\n      decimalAmount\n      currencyCode\n    }\n    card {\n      cardId\n      id\n    }\n    cards {\n      cardId\n      numberMasked\n      type\n      authorizationState\n      id\n    }\n    property {\n      ...ContactOptions_property\n      id\n    }\n    id\n  }\n}\n\nfragment ContactOptions_property on Property {\n  contacts {\n    phone\n    whatsappNumber\n  }\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3ca8eecc531f4c5b222513f6627a1123";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
