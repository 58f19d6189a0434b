/**
 * @generated SignedSource<<cf4b23e84d971f6cd1405c5c93e33560>>
 * @relayHash d80363fc10d2d519e0515862e48d0ca2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc993ebe740a080a156a576f8bda51bccb56854e0288dfe44876814c00f6c6df

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CleaningRouteQuery } from './CleaningRouteQuery.graphql';

const node: PreloadableConcreteRequest<CleaningRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dc993ebe740a080a156a576f8bda51bccb56854e0288dfe44876814c00f6c6df",
    "metadata": {},
    "name": "CleaningRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
