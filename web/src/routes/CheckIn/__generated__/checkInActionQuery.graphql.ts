/**
 * @generated SignedSource<<fa4446fe8c6d6527f192b7a88f2ebd06>>
 * @relayHash ab072f3fb118d1383004bdc92e9c409a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9d4ef9dd24d9e68cb0659f405750262006e08e60679f5572db0b2135621c35d

import type { ConcreteRequest } from 'relay-runtime';
export type checkInActionQuery$variables = {
  bookingNumber: string;
  lastName: string;
};
export type checkInActionQuery$data = {
  readonly checkInReservation: {
    readonly slug: string;
  } | null | undefined;
};
export type checkInActionQuery = {
  response: checkInActionQuery$data;
  variables: checkInActionQuery$variables;
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
    "name": "checkInActionQuery",
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
    "name": "checkInActionQuery",
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
    "cacheID": "ab072f3fb118d1383004bdc92e9c409a",
    "id": "e9d4ef9dd24d9e68cb0659f405750262006e08e60679f5572db0b2135621c35d",
    "metadata": {},
    "name": "checkInActionQuery",
    "operationKind": "query",
    "text": "query checkInActionQuery(\n  $lastName: String!\n  $bookingNumber: String!\n) {\n  checkInReservation(lastName: $lastName, bookingNumber: $bookingNumber) {\n    slug\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7675e6a0a66db5973286fa399e0f5406";

export default node;
