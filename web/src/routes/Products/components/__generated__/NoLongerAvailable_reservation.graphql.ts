/**
 * @generated SignedSource<<250ea714a62d4c8c214e241c47762fbd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ProductOfferState = "BOUGHT" | "NOT_AVAILABLE_NOW" | "NOT_OFFERED_HERE" | "OFFERED" | "STAY_CLOSED" | "%future added value";
export type ProductType = "BREAKFAST" | "CUSTOM" | "EARLY_CHECK_IN" | "GYM" | "LATE_CHECK_OUT" | "MID_STAY_CLEANING" | "PARKING" | "RESERVATION_EXTENSION_REQUEST" | "SAUNA_KIT" | "STOCKED_FRIDGE" | "UNIT_CATEGORY_UPGRADE" | "UNKNOWN" | "%future added value";
export type StayStage = "ARRIVAL_DAY" | "CANCELLED" | "CHECKED_OUT" | "DEPARTURE_DAY" | "ENDED" | "IN_HOUSE" | "UPCOMING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type NoLongerAvailable_reservation$data = {
  readonly productOffers: ReadonlyArray<{
    readonly state: ProductOfferState;
    readonly type: ProductType;
  }>;
  readonly stage: StayStage;
  readonly " $fragmentType": "NoLongerAvailable_reservation";
};
export type NoLongerAvailable_reservation$key = {
  readonly " $data"?: NoLongerAvailable_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoLongerAvailable_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoLongerAvailable_reservation",
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
      "concreteType": "ProductOffer",
      "kind": "LinkedField",
      "name": "productOffers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "c388fc6974a8840b752dd7d76318d210";

export default node;
