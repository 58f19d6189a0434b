/**
 * @generated SignedSource<<9118405aba2d02a6eb037c8060f4ef79>>
 * @relayHash 1a6a314c8087aa60ca7361a250785b39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3d61a33366c2c3018bb8d1e27a268603429d5c3c40a2fed7a112ab833374747

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductRouteQuery } from './ProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d3d61a33366c2c3018bb8d1e27a268603429d5c3c40a2fed7a112ab833374747",
    "metadata": {},
    "name": "ProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
