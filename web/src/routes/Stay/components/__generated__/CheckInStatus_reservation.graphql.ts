/**
 * @generated SignedSource<<032cc4c63bb065b0da0ffe22e8bea604>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CheckInStep = "CHECK_IN_COMPLETED" | "GUEST_DETAILS_REQUIRED" | "ID_VERIFICATION_REQUIRED" | "%future added value";
export type IdVerificationState = "APPROVED" | "BANNED" | "DECLINED" | "NOT_REQUIRED" | "REQUIRED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CheckInStatus_reservation$data = {
  readonly checkInState: {
    readonly idVerificationState: IdVerificationState;
    readonly state: CheckInStep;
  };
  readonly slug: string;
  readonly " $fragmentType": "CheckInStatus_reservation";
};
export type CheckInStatus_reservation$key = {
  readonly " $data"?: CheckInStatus_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckInStatus_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckInStatus_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "8c91a5e129c30a00dd743f3530f91a82";

export default node;
