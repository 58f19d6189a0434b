/**
 * @generated SignedSource<<e04ea5b3ba6716ed01fb00d1d372497a>>
 * @relayHash 43d0d88155efaa0f1956c9db32836bbe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f518c4b0d5d50d17f81dd1726f5ae970df4d85c0ce5c8c3b5083d19f09b79483

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExtrasRouteQuery } from './ExtrasRouteQuery.graphql';

const node: PreloadableConcreteRequest<ExtrasRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f518c4b0d5d50d17f81dd1726f5ae970df4d85c0ce5c8c3b5083d19f09b79483",
    "metadata": {},
    "name": "ExtrasRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
