/**
 * @generated SignedSource<<a34b642a1d9818d11cb682cb7655665d>>
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

(node as any).hash = "35c3acf33d88b54fbb56ae1b091a92c9";

export default node;
