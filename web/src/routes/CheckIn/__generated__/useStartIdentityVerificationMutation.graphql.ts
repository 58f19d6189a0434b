/**
 * @generated SignedSource<<d95b854ce402d851f895450273166649>>
 * @relayHash eaae53861a0b22508b7c54ecc6966e66
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fff6d74bdf830611750fd89572b8b97c6f55f8da6e8fff89474f9e42f7e5b22f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CheckInStep = "CHECK_IN_COMPLETED" | "GUEST_DETAILS_REQUIRED" | "ID_VERIFICATION_REQUIRED" | "%future added value";
export type IdVerificationState = "APPROVED" | "BANNED" | "DECLINED" | "NOT_REQUIRED" | "REQUIRED" | "%future added value";
export type useStartIdentityVerificationMutation$variables = {
  slug: string;
};
export type useStartIdentityVerificationMutation$data = {
  readonly startIdentityVerification: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly reservation: {
      readonly checkInState: {
        readonly idVerificationState: IdVerificationState;
        readonly state: CheckInStep;
      };
      readonly id: string;
    } | null | undefined;
    readonly verificationUrl: string | null | undefined;
  };
};
export type useStartIdentityVerificationMutation = {
  response: useStartIdentityVerificationMutation$data;
  variables: useStartIdentityVerificationMutation$variables;
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
  "name": "verificationUrl",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Reservation",
  "kind": "LinkedField",
  "name": "reservation",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationCheckInState",
      "kind": "LinkedField",
      "name": "checkInState",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idVerificationState",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartIdentityVerificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "IdentityVerificationPayload",
        "kind": "LinkedField",
        "name": "startIdentityVerification",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "userError_error",
                "selections": (v3/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartIdentityVerificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "IdentityVerificationPayload",
        "kind": "LinkedField",
        "name": "startIdentityVerification",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UserError",
            "kind": "LinkedField",
            "name": "error",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "eaae53861a0b22508b7c54ecc6966e66",
    "id": "fff6d74bdf830611750fd89572b8b97c6f55f8da6e8fff89474f9e42f7e5b22f",
    "metadata": {},
    "name": "useStartIdentityVerificationMutation",
    "operationKind": "mutation",
    "text": "mutation useStartIdentityVerificationMutation(\n  $slug: String!\n) {\n  startIdentityVerification(slug: $slug) {\n    verificationUrl\n    error {\n      ...userError_error\n    }\n    reservation {\n      id\n      checkInState {\n        state\n        idVerificationState\n      }\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "0ca388e90e6af4cffdc285e2331981e5";

export default node;
