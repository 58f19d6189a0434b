/**
 * @generated SignedSource<<bcb863875e24ccbc453d59fc49c4a721>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ErrorCode = "ALREADY_ORDERED" | "ALREADY_PAID" | "BAD_REQUEST" | "BAD_USER_INPUT" | "BALANCE_CHANGED" | "BOOKED_THROUGH_AGENCY" | "CARD_NOT_ADDED" | "CARD_NOT_AUTHORIZED" | "COST_ESTIMATED_TOO_EXPENSIVE" | "CUSTOMER_NOT_FOUND" | "DATES_NOT_AVAILABLE" | "GRAPHQL_PARSE_FAILED" | "GRAPHQL_VALIDATION_FAILED" | "IDEMPOTENCY_KEY_REUSED" | "LOGIN_CODE_EXPIRED" | "NETWORK" | "NOT_AVAILABLE" | "NOT_AVAILABLE_YET" | "NOT_DEPARTURE_DAY" | "NOT_FOUND" | "NOT_PAID" | "OPERATION_RESOLUTION_FAILURE" | "ORDER" | "OUTCOME_UNKNOWN" | "PAYMENT" | "PAY_AT_PROPERTY" | "PERSISTED_DOCUMENT_NOT_FOUND" | "PERSISTED_DOCUMENT_REQUIRED" | "PRICE_CHANGED" | "PRODUCT_NOT_ORDERABLE" | "RATE_LIMITED" | "RESERVATION_NOT_FOUND" | "SOLD_OUT" | "STAY_CANCELLED" | "STAY_ENDED" | "STAY_STARTED" | "SUBSCRIPTION_EXPIRED" | "TIME_NOT_CHANGEABLE" | "TOO_SHORT_NOTICE" | "UNAUTHENTICATED" | "UNIT_ACCESS_TOO_MANY_ATTEMPTS" | "UNKNOWN" | "VERIFICATION_FAILED" | "WRONG_VERIFICATION_CODE" | "%future added value";
export type KeyAccessType = "CODE" | "PHYSICAL" | "REMOTE" | "UNKNOWN" | "%future added value";
export type PropertyKeyType = "BACK_DOOR" | "BICYCLE_STORAGE_ROOM" | "ELEVATOR" | "ENTRANCE" | "GARBAGE_ROOM" | "HALLWAY" | "KITCHEN" | "LUGGAGE_ROOM" | "PARKING" | "PROPERTY_UNIT" | "UNKNOWN" | "WASHATERIA" | "%future added value";
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DoorSummary_reservation$data = {
  readonly keys: ReadonlyArray<{
    readonly accessType: KeyAccessType;
    readonly code: string | null | undefined;
    readonly keyId: string;
    readonly keypadButton: string | null | undefined;
    readonly name: string | null | undefined;
    readonly type: PropertyKeyType;
    readonly unavailability: {
      readonly availableAt: string | null | undefined;
      readonly code: ErrorCode;
    } | null | undefined;
    readonly validFrom: string | null | undefined;
  }>;
  readonly property: {
    readonly timeZone: string;
  };
  readonly slug: string;
  readonly unitKind: StayUnitKind;
  readonly " $fragmentType": "DoorSummary_reservation";
};
export type DoorSummary_reservation$key = {
  readonly " $data"?: DoorSummary_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"DoorSummary_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DoorSummary_reservation",
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
      "name": "unitKind",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DoorKey",
      "kind": "LinkedField",
      "name": "keys",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keyId",
          "storageKey": null
        },
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
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accessType",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keypadButton",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "validFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "KeyUnavailability",
          "kind": "LinkedField",
          "name": "unavailability",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "availableAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "a42b5c1b675f918e3b3345747d1cdb49";

export default node;
