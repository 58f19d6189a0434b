/**
 * @generated SignedSource<<c1fc57c68977ef6e99a068b5be51743d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type ErrorCode = "ALREADY_ORDERED" | "ALREADY_PAID" | "BAD_REQUEST" | "BAD_USER_INPUT" | "BALANCE_CHANGED" | "BOOKED_THROUGH_AGENCY" | "CARD_NOT_ADDED" | "CARD_NOT_AUTHORIZED" | "COST_ESTIMATED_TOO_EXPENSIVE" | "CUSTOMER_NOT_FOUND" | "DATES_NOT_AVAILABLE" | "GRAPHQL_PARSE_FAILED" | "GRAPHQL_VALIDATION_FAILED" | "IDEMPOTENCY_KEY_REUSED" | "LOGIN_CODE_EXPIRED" | "NETWORK" | "NOT_AVAILABLE" | "NOT_AVAILABLE_YET" | "NOT_DEPARTURE_DAY" | "NOT_FOUND" | "NOT_PAID" | "OPERATION_RESOLUTION_FAILURE" | "ORDER" | "OUTCOME_UNKNOWN" | "PAYMENT" | "PAY_AT_PROPERTY" | "PERSISTED_DOCUMENT_NOT_FOUND" | "PERSISTED_DOCUMENT_REQUIRED" | "PRICE_CHANGED" | "PRODUCT_NOT_ORDERABLE" | "RATE_LIMITED" | "RESERVATION_NOT_FOUND" | "SOLD_OUT" | "STAY_CANCELLED" | "STAY_ENDED" | "STAY_STARTED" | "SUBSCRIPTION_EXPIRED" | "TIME_NOT_CHANGEABLE" | "TOO_SHORT_NOTICE" | "UNAUTHENTICATED" | "UNIT_ACCESS_TOO_MANY_ATTEMPTS" | "UNKNOWN" | "VERIFICATION_FAILED" | "WRONG_VERIFICATION_CODE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type userError_error$data = {
  readonly code: ErrorCode;
  readonly field: string | null | undefined;
  readonly message: string;
  readonly " $fragmentType": "userError_error";
};
export type userError_error$key = {
  readonly " $data"?: userError_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"userError_error">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "userError_error"
};

(node as any).hash = "7df41c03638f7449a7d6016e0f3b258e";

export default node;
