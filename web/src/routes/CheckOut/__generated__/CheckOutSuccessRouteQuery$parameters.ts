/**
 * @generated SignedSource<<26e0871fc0f334ce3cbe6f9fb64d8817>>
 * @relayHash 35c33348f28f15244122b2be48a78e00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fac73dd49f68005d88d0431468b6bce142e50c7ac9f5b668dbb9412757697b8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CheckOutSuccessRouteQuery } from './CheckOutSuccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<CheckOutSuccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3fac73dd49f68005d88d0431468b6bce142e50c7ac9f5b668dbb9412757697b8",
    "metadata": {},
    "name": "CheckOutSuccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
