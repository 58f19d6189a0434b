/**
 * @generated SignedSource<<e67c3dc962262df1e865cfb927cb2f62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ErrorCode = "ALREADY_ORDERED" | "ALREADY_PAID" | "BAD_REQUEST" | "BAD_USER_INPUT" | "BALANCE_CHANGED" | "BOOKED_THROUGH_AGENCY" | "CARD_NOT_ADDED" | "CARD_NOT_AUTHORIZED" | "COST_ESTIMATED_TOO_EXPENSIVE" | "CUSTOMER_NOT_FOUND" | "DATES_NOT_AVAILABLE" | "GRAPHQL_PARSE_FAILED" | "GRAPHQL_VALIDATION_FAILED" | "IDEMPOTENCY_KEY_REUSED" | "LOGIN_CODE_EXPIRED" | "NETWORK" | "NOT_AVAILABLE" | "NOT_AVAILABLE_YET" | "NOT_DEPARTURE_DAY" | "NOT_FOUND" | "NOT_PAID" | "OPERATION_RESOLUTION_FAILURE" | "ORDER" | "OUTCOME_UNKNOWN" | "PAYMENT" | "PAY_AT_PROPERTY" | "PERSISTED_DOCUMENT_NOT_FOUND" | "PERSISTED_DOCUMENT_REQUIRED" | "PRICE_CHANGED" | "PRODUCT_NOT_ORDERABLE" | "RATE_LIMITED" | "RESERVATION_NOT_FOUND" | "SOLD_OUT" | "STAY_CANCELLED" | "STAY_ENDED" | "STAY_STARTED" | "SUBSCRIPTION_EXPIRED" | "TIME_NOT_CHANGEABLE" | "TOO_SHORT_NOTICE" | "UNAUTHENTICATED" | "UNIT_ACCESS_TOO_MANY_ATTEMPTS" | "UNKNOWN" | "VERIFICATION_FAILED" | "WRONG_VERIFICATION_CODE" | "%future added value";
export type KeyAccessType = "CODE" | "PHYSICAL" | "REMOTE" | "UNKNOWN" | "%future added value";
export type PropertyKeyType = "BACK_DOOR" | "BICYCLE_STORAGE_ROOM" | "ELEVATOR" | "ENTRANCE" | "GARBAGE_ROOM" | "HALLWAY" | "KITCHEN" | "LUGGAGE_ROOM" | "PARKING" | "PROPERTY_UNIT" | "UNKNOWN" | "WASHATERIA" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DoorKeyCard_key$data = {
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
  readonly validTo: string | null | undefined;
  readonly " $fragmentType": "DoorKeyCard_key";
};
export type DoorKeyCard_key$key = {
  readonly " $data"?: DoorKeyCard_key$data;
  readonly " $fragmentSpreads": FragmentRefs<"DoorKeyCard_key">;
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
  "name": "DoorKeyCard_key",
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
      "kind": "ScalarField",
      "name": "validTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keypadButton",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
  "type": "DoorKey",
  "abstractKey": null
};
})();

(node as any).hash = "0101667e7eccbdaf9fa6ca0cef31dd3c";

export default node;
