/**
 * @generated SignedSource<<6e8e0ceccf2a5eb8e929d9ef0cfc5a58>>
 * @relayHash 86aed4e01e8f29fe4bf5a2d07d9e9a68
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80a9ba46c3fd11b149e174fa1edd445d4e729d436ed6e91dc5227b9bd6ab6073

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CleaningRouteQuery } from './CleaningRouteQuery.graphql';

const node: PreloadableConcreteRequest<CleaningRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "80a9ba46c3fd11b149e174fa1edd445d4e729d436ed6e91dc5227b9bd6ab6073",
    "metadata": {},
    "name": "CleaningRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
