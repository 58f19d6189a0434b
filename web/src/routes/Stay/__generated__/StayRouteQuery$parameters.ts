/**
 * @generated SignedSource<<6dea9a084a67e09f04b1a9bba8a8176d>>
 * @relayHash e69025a1a546e23f815fca9b0547e346
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a110907681c8d87118ecb62bcbc7df716dd1dacf02d7cb10328327aacac1216e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a110907681c8d87118ecb62bcbc7df716dd1dacf02d7cb10328327aacac1216e",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
