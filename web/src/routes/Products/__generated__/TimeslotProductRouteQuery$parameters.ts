/**
 * @generated SignedSource<<efa19ae6cd3b1e96cf6a8176e32bf432>>
 * @relayHash 9cefb046835570e7f37f1d936577e74d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee5406054e4177277c06492db6c32b500d80a0b994fe136e22ae8317a52986f8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TimeslotProductRouteQuery } from './TimeslotProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<TimeslotProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ee5406054e4177277c06492db6c32b500d80a0b994fe136e22ae8317a52986f8",
    "metadata": {},
    "name": "TimeslotProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
