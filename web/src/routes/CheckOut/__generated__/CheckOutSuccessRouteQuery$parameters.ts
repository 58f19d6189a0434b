/**
 * @generated SignedSource<<ef83232a017cc7346bbf1129e29e9e60>>
 * @relayHash b09f908fe1402fc55577d43bb2e16fef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db2cd1f4f517be8a916c5923d16057cc3519f1f69bde8f5001bdfea7da8740fe

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CheckOutSuccessRouteQuery } from './CheckOutSuccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<CheckOutSuccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "db2cd1f4f517be8a916c5923d16057cc3519f1f69bde8f5001bdfea7da8740fe",
    "metadata": {},
    "name": "CheckOutSuccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
