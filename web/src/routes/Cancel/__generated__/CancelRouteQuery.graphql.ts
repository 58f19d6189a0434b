/**
 * @generated SignedSource<<6a80f6d4f341dc4b2bef6b15f971e757>>
 * @relayHash 13bf5ca5dda741ec7d8069e50c8e409d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0071bd8b64f342c990ee39247cf5273c85ae00b27ec48b2e023b8631fdddb431

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CancellationType = "NON_REFUNDABLE" | "ONLINE_TRAVEL_AGENCY" | "REFUNDABLE" | "%future added value";
export type StayStage = "ARRIVAL_DAY" | "CANCELLED" | "CHECKED_OUT" | "DEPARTURE_DAY" | "ENDED" | "IN_HOUSE" | "UPCOMING" | "%future added value";
export type CancelRouteQuery$variables = {
  slug: string;
};
export type CancelRouteQuery$data = {
  readonly reservation: {
    readonly cancellationPolicy: {
      readonly cancellationType: CancellationType;
      readonly freeCancellationEndDate: string | null | undefined;
      readonly isFreeCancellationAvailable: boolean;
    };
    readonly confirmationNumber: string;
    readonly endDate: string;
    readonly property: {
      readonly name: string;
      readonly timeZone: string;
    };
    readonly slug: string;
    readonly stage: StayStage;
    readonly startDate: string;
    readonly totalPrice: {
      readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
    } | null | undefined;
  } | null | undefined;
};
export type CancelRouteQuery = {
  response: CancelRouteQuery$data;
  variables: CancelRouteQuery$variables;
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
  "name": "confirmationNumber",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stage",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
  "concreteType": "CancellationPolicy",
  "kind": "LinkedField",
  "name": "cancellationPolicy",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancellationType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFreeCancellationAvailable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "freeCancellationEndDate",
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
    "name": "CancelRouteQuery",
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
          (v6/*:: as any*/),
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
              (v7/*:: as any*/),
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
    "name": "CancelRouteQuery",
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
          (v6/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v10/*:: as any*/)
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
    "cacheID": "13bf5ca5dda741ec7d8069e50c8e409d",
    "id": "0071bd8b64f342c990ee39247cf5273c85ae00b27ec48b2e023b8631fdddb431",
    "metadata": {},
    "name": "CancelRouteQuery",
    "operationKind": "query",
    "text": "query CancelRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    slug\n    confirmationNumber\n    startDate\n    endDate\n    stage\n    totalPrice {\n      ...Price_money\n    }\n    property {\n      name\n      timeZone\n      id\n    }\n    cancellationPolicy {\n      cancellationType\n      isFreeCancellationAvailable\n      freeCancellationEndDate\n    }\n    id\n  }\n}\n\nfragment Price_money on Money {\n  decimalAmount\n  currencyCode\n}\n"
  }
};
})();

(node as any).hash = "d9e6c3e4384dbd4696ccae3f620a95a8";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
