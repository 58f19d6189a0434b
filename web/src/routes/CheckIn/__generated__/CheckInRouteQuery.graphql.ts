/**
 * @generated SignedSource<<4b43e6adb22787a1b46adecfd5a8374e>>
 * @relayHash 6b23f1479c790b054a26dcfe531bca14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 647cd0ff30dadce7a9b9b4b791cf498c3e53a40b8a83f95d015898b3766e9d93

import type { ConcreteRequest } from 'relay-runtime';
export type CheckInRouteQuery$variables = {
  bookingNumber: string;
  lastName: string;
};
export type CheckInRouteQuery$data = {
  readonly checkInReservation: {
    readonly slug: string;
  } | null | undefined;
};
export type CheckInRouteQuery = {
  response: CheckInRouteQuery$data;
  variables: CheckInRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bookingNumber"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lastName"
},
v2 = [
  {
    "kind": "Variable",
    "name": "bookingNumber",
    "variableName": "bookingNumber"
  },
  {
    "kind": "Variable",
    "name": "lastName",
    "variableName": "lastName"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckInRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "checkInReservation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CheckInRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "checkInReservation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6b23f1479c790b054a26dcfe531bca14",
    "id": "647cd0ff30dadce7a9b9b4b791cf498c3e53a40b8a83f95d015898b3766e9d93",
    "metadata": {},
    "name": "CheckInRouteQuery",
    "operationKind": "query",
    "text": "query CheckInRouteQuery(\n  $lastName: String!\n  $bookingNumber: String!\n) {\n  checkInReservation(lastName: $lastName, bookingNumber: $bookingNumber) {\n    slug\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "0063b73c2da7610045fb4308dc0b3fa2";

export default node;
