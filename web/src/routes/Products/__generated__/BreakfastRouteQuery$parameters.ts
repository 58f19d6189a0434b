/**
 * @generated SignedSource<<67372dccb2c99f4d930d87616ecfa54f>>
 * @relayHash 1ba80f413137a65d2e74bf94f81512dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60d2c59f3ac2387ff7eab992c24c3383e8eb9bfa7939084d798c51b019b9b0f0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BreakfastRouteQuery } from './BreakfastRouteQuery.graphql';

const node: PreloadableConcreteRequest<BreakfastRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "60d2c59f3ac2387ff7eab992c24c3383e8eb9bfa7939084d798c51b019b9b0f0",
    "metadata": {},
    "name": "BreakfastRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
