/**
 * @generated SignedSource<<5e249ac558066a6a727764c9d03add73>>
 * @relayHash e7e08a5da45e7c9db8f1291178e5d736
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e40470189ee52124ab297e1c8bb7ef7deaeddab8094cd5088e47260d2f510b7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StayRouteQuery$variables = {
  slug: string;
};
export type StayRouteQuery$data = {
  readonly reservation: {
    readonly " $fragmentSpreads": FragmentRefs<"StayDates_reservation" | "StayHeader_reservation">;
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StayHeader_reservation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StayDates_reservation"
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
              (v2/*:: as any*/),
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
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e7e08a5da45e7c9db8f1291178e5d736",
    "id": "5e40470189ee52124ab297e1c8bb7ef7deaeddab8094cd5088e47260d2f510b7",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": "query StayRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    ...StayHeader_reservation\n    ...StayDates_reservation\n    id\n  }\n}\n\nfragment StayDates_reservation on Reservation {\n  startDate\n  endDate\n  property {\n    timeZone\n    id\n  }\n}\n\nfragment StayHeader_reservation on Reservation {\n  confirmationNumber\n  property {\n    name\n    city\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "62e949b2031a18dc0079a6623baedf64";

export default node;
