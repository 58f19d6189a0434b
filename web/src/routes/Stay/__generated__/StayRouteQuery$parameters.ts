/**
 * @generated SignedSource<<2a64eea965480389af37d63edbd35909>>
 * @relayHash 7101a7b2ceee3e679fd117f47e6d3af3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e666220cb813cd438d2b1d6dff06e8f4285f1d279ee6b1e57c3bcf68a8289ad

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2e666220cb813cd438d2b1d6dff06e8f4285f1d279ee6b1e57c3bcf68a8289ad",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
