/**
 * @generated SignedSource<<3b6f696ff5d7b10e82673d90038fde6e>>
 * @relayHash d5df05991cf832e5be686207940f7348
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6464ca612d771ecde4da3b9d0aad5c84cf0e2a464f0c5d69759574a5f3279819

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExtrasRouteQuery } from './ExtrasRouteQuery.graphql';

const node: PreloadableConcreteRequest<ExtrasRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6464ca612d771ecde4da3b9d0aad5c84cf0e2a464f0c5d69759574a5f3279819",
    "metadata": {},
    "name": "ExtrasRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
