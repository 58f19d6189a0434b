/**
 * @generated SignedSource<<3a1e0d81d96ade261bcbe96673a4c377>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CancellationType = "NON_REFUNDABLE" | "ONLINE_TRAVEL_AGENCY" | "REFUNDABLE" | "%future added value";
export type StayStage = "ARRIVAL_DAY" | "CANCELLED" | "CHECKED_OUT" | "DEPARTURE_DAY" | "ENDED" | "IN_HOUSE" | "UPCOMING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ManageStay_reservation$data = {
  readonly arrivalTime: string;
  readonly asOf: string;
  readonly cancellationPolicy: {
    readonly cancellationType: CancellationType;
    readonly freeCancellationEndDate: string | null | undefined;
    readonly isFreeCancellationAvailable: boolean;
  };
  readonly card: {
    readonly lastFour: string;
  } | null | undefined;
  readonly departureTime: string;
  readonly endDate: string;
  readonly hasStarted: boolean;
  readonly property: {
    readonly city: string;
    readonly timeZone: string;
  };
  readonly slug: string;
  readonly stage: StayStage;
  readonly " $fragmentType": "ManageStay_reservation";
};
export type ManageStay_reservation$key = {
  readonly " $data"?: ManageStay_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManageStay_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManageStay_reservation",
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
      "kind": "ScalarField",
      "name": "stage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasStarted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "asOf",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "arrivalTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "departureTime",
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
          "name": "timeZone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CreditCard",
      "kind": "LinkedField",
      "name": "card",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastFour",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
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
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "c1228bd426b54abde75e98a6d4963f0f";

export default node;
