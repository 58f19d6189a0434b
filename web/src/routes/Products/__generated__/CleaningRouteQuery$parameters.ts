/**
 * @generated SignedSource<<3f7fa61b70c8b5630bb0c646dd2c35aa>>
 * @relayHash 52958258428d343493f0099e145b4b0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e68d1d16d32923fd1f2e6cf71b97a997e6a8f0c3b487a1f714062cef44ffbd31

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CleaningRouteQuery } from './CleaningRouteQuery.graphql';

const node: PreloadableConcreteRequest<CleaningRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e68d1d16d32923fd1f2e6cf71b97a997e6a8f0c3b487a1f714062cef44ffbd31",
    "metadata": {},
    "name": "CleaningRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
