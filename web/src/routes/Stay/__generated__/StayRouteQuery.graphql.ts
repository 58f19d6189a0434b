/**
 * @generated SignedSource<<aff0b2f11e0469d8406172df9290b2b0>>
 * @relayHash 86456e2dc3469bec1a059e5f197fa5e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb9e150775edf25894c97d3cf84c03736512ae7e793b617078121db0333a2631

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReservationPageState = "ACTIVE" | "EXPIRED" | "%future added value";
export type StayRouteQuery$variables = {
  slug: string;
};
export type StayRouteQuery$data = {
  readonly reservation: {
    readonly pageState: ReservationPageState;
    readonly " $fragmentSpreads": FragmentRefs<"ExpiredStay_reservation" | "StayDates_reservation" | "StayHeader_reservation">;
  } | null | undefined;
};
export type StayRouteQuery = {
  response: StayRouteQuery$data;
  variables: StayRouteQuery$variables;
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
  "name": "pageState",
  "storageKey": null
},
v3 = {
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
    "name": "StayRouteQuery",
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StayHeader_reservation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StayDates_reservation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ExpiredStay_reservation"
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
    "name": "StayRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "confirmationNumber",
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
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "city",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endDate",
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "86456e2dc3469bec1a059e5f197fa5e1",
    "id": "fb9e150775edf25894c97d3cf84c03736512ae7e793b617078121db0333a2631",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": "query StayRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    pageState\n    ...StayHeader_reservation\n    ...StayDates_reservation\n    ...ExpiredStay_reservation\n    id\n  }\n}\n\nfragment ExpiredStay_reservation on Reservation {\n  endDate\n  property {\n    name\n    timeZone\n    id\n  }\n}\n\nfragment StayDates_reservation on Reservation {\n  startDate\n  endDate\n  property {\n    timeZone\n    id\n  }\n}\n\nfragment StayHeader_reservation on Reservation {\n  confirmationNumber\n  property {\n    name\n    city\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7fd186d05e2a2f2c8fde1bcdd40f8971";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
