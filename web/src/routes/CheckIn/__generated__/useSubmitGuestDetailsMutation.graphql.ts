/**
 * @generated SignedSource<<0a0780abf647f5b7fd31a4c56c0dfdd6>>
 * @relayHash eb53e58d7d1d03823b069f2e53328ca2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c880382df1a48d2ee352396af81f3d3c2681ff7f0bf488bddff3db65b3361f5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ArrivalPurpose = "BUSINESS" | "LEISURE" | "OTHER" | "%future added value";
export type CheckInStep = "CHECK_IN_COMPLETED" | "GUEST_DETAILS_REQUIRED" | "ID_VERIFICATION_REQUIRED" | "%future added value";
export type IdVerificationState = "APPROVED" | "BANNED" | "DECLINED" | "NOT_REQUIRED" | "REQUIRED" | "%future added value";
export type GuestDetailsInput = {
  address: GuestAddressInput;
  arrivalPurpose: ArrivalPurpose;
  dateOfBirth: string;
  email: string;
  firstName: string;
  lastName: string;
  nationality: string;
  phone: string;
};
export type GuestAddressInput = {
  addressLine1: string;
  addressLine2?: string | null | undefined;
  city: string;
  countryCode: string;
  zipCode: string;
};
export type useSubmitGuestDetailsMutation$variables = {
  input: GuestDetailsInput;
  slug: string;
};
export type useSubmitGuestDetailsMutation$data = {
  readonly submitGuestDetails: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
    } | null | undefined;
    readonly reservation: {
      readonly checkInDate: string | null | undefined;
      readonly checkInState: {
        readonly idVerificationState: IdVerificationState;
        readonly state: CheckInStep;
      };
      readonly id: string;
    } | null | undefined;
  };
};
export type useSubmitGuestDetailsMutation = {
  response: useSubmitGuestDetailsMutation$data;
  variables: useSubmitGuestDetailsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  },
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
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
      "kind": "ScalarField",
      "name": "checkInDate",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitGuestDetailsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CheckInStepPayload",
        "kind": "LinkedField",
        "name": "submitGuestDetails",
        "plural": false,
        "selections": [
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSubmitGuestDetailsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CheckInStepPayload",
        "kind": "LinkedField",
        "name": "submitGuestDetails",
        "plural": false,
        "selections": [
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
    "cacheID": "eb53e58d7d1d03823b069f2e53328ca2",
    "id": "9c880382df1a48d2ee352396af81f3d3c2681ff7f0bf488bddff3db65b3361f5",
    "metadata": {},
    "name": "useSubmitGuestDetailsMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitGuestDetailsMutation(\n  $slug: String!\n  $input: GuestDetailsInput!\n) {\n  submitGuestDetails(slug: $slug, input: $input) {\n    error {\n      ...userError_error\n    }\n    reservation {\n      id\n      checkInDate\n      checkInState {\n        state\n        idVerificationState\n      }\n    }\n  }\n}\n\nfragment userError_error on UserError {\n  code\n  field\n  message\n}\n"
  }
};
})();

(node as any).hash = "f5fdfcc2c7b415d12d5148ac136d7eb5";

export default node;
