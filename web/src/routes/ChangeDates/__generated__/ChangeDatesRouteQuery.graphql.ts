/**
 * @generated SignedSource<<c16b7736d3c545f8c0fd179578c48499>>
 * @relayHash df7e40c71c5b2f13d1e3864470e21579
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69f1871ca6c71a5a1eb0f25621e02cf1529238acb6b39d755dc2ef73f317de56

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StayStage = "ARRIVAL_DAY" | "CANCELLED" | "CHECKED_OUT" | "DEPARTURE_DAY" | "ENDED" | "IN_HOUSE" | "UPCOMING" | "%future added value";
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
export type UnitDateType = "END_DATE" | "START_DATE" | "%future added value";
export type ChangeDatesRouteQuery$variables = {
  slug: string;
};
export type ChangeDatesRouteQuery$data = {
  readonly reservation: {
    readonly endDate: string;
    readonly nightsCount: number;
    readonly property: {
      readonly timeZone: string;
    };
    readonly slug: string;
    readonly stage: StayStage;
    readonly startDate: string;
    readonly totalPrice: {
      readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
    } | null | undefined;
    readonly unitAvailability: ReadonlyArray<{
      readonly date: string;
      readonly type: UnitDateType;
    }>;
    readonly unitKind: StayUnitKind;
    readonly " $fragmentSpreads": FragmentRefs<"stayLook_reservation">;
  } | null | undefined;
};
export type ChangeDatesRouteQuery = {
  response: ChangeDatesRouteQuery$data;
  variables: ChangeDatesRouteQuery$variables;
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
  "name": "stage",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitKind",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nightsCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "UnitAvailabilityDate",
  "kind": "LinkedField",
  "name": "unitAvailability",
  "plural": true,
  "selections": [
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
      "name": "date",
      "storageKey": null
    }
  ],
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
    "name": "ChangeDatesRouteQuery",
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
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "totalPrice",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "Price_money"
              }
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
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
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
    "name": "ChangeDatesRouteQuery",
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
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "totalPrice",
            "plural": false,
            "selections": [
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
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "df7e40c71c5b2f13d1e3864470e21579",
    "id": "69f1871ca6c71a5a1eb0f25621e02cf1529238acb6b39d755dc2ef73f317de56",
    "metadata": {},
    "name": "ChangeDatesRouteQuery",
    "operationKind": "query",
    "text": "query ChangeDatesRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    slug\n    stage\n    unitKind\n    startDate\n    endDate\n    nightsCount\n    totalPrice {\n      ...Price_money\n    }\n    property {\n      timeZone\n      id\n    }\n    unitAvailability {\n      type\n      date\n    }\n    id\n  }\n}\n\nfragment Price_money on Money {\n  decimalAmount\n  currencyCode\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b4e096b9a6c2c504b4df77c338f9ef0f";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
