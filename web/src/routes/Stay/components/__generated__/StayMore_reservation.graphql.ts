/**
 * @generated SignedSource<<83d88c127276eeb5d08bf6353c07fadf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CheckInStep = "CHECK_IN_COMPLETED" | "GUEST_DETAILS_REQUIRED" | "ID_VERIFICATION_REQUIRED" | "%future added value";
export type IdVerificationState = "APPROVED" | "BANNED" | "DECLINED" | "NOT_REQUIRED" | "REQUIRED" | "%future added value";
export type StayStage = "ARRIVAL_DAY" | "CANCELLED" | "CHECKED_OUT" | "DEPARTURE_DAY" | "ENDED" | "IN_HOUSE" | "UPCOMING" | "%future added value";
export type StayStep = "ARRIVE" | "CHECK_IN_ONLINE" | "CHECK_OUT" | "NONE" | "PAY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StayMore_reservation$data = {
  readonly checkInState: {
    readonly idVerificationState: IdVerificationState;
    readonly state: CheckInStep;
  };
  readonly integrations: {
    readonly wifi: {
      readonly " $fragmentSpreads": FragmentRefs<"WifiDetails_wifi">;
    } | null | undefined;
  };
  readonly nextStep: StayStep;
  readonly property: {
    readonly " $fragmentSpreads": FragmentRefs<"ContactOptions_property">;
  };
  readonly stage: StayStage;
  readonly " $fragmentSpreads": FragmentRefs<"CheckInStatus_reservation" | "CheckOutToday_reservation" | "CheckedOut_reservation" | "DoorSummary_reservation" | "ManageStay_reservation" | "StayActions_reservation" | "StayAddress_reservation" | "StayExtras_reservation">;
  readonly " $fragmentType": "StayMore_reservation";
};
export type StayMore_reservation$key = {
  readonly " $data"?: StayMore_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"StayMore_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StayMore_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextStep",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StayActions_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckInStatus_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckOutToday_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckedOut_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DoorSummary_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ManageStay_reservation"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationIntegrations",
      "kind": "LinkedField",
      "name": "integrations",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WirelessAccessPoint",
          "kind": "LinkedField",
          "name": "wifi",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "WifiDetails_wifi"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StayAddress_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StayExtras_reservation"
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
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "44a467b01636b5ca6ecf3d611c2d4e8a";

export default node;
