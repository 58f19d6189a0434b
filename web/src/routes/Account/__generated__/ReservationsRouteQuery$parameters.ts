/**
 * @generated SignedSource<<ebe7f14a518be0487a45be08943b6272>>
 * @relayHash 4f8f5496a591d8faf8640e7fa7c14e5a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bef13eba5f093765caf4f000d4a6dbee98adb38b359ecd911acd22a8403001b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReservationsRouteQuery } from './ReservationsRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReservationsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7bef13eba5f093765caf4f000d4a6dbee98adb38b359ecd911acd22a8403001b",
    "metadata": {},
    "name": "ReservationsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
