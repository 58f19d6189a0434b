/**
 * @generated SignedSource<<bb55e0424c6b683cd3a68b0b6c59157c>>
 * @relayHash f8a93efc6b48b07081449e47449ff3c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d174bf2e618633da0e5c2f1a11b25fd6e0c465c1e4a9270bcf23923f222c26e9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DailyProductRouteQuery } from './DailyProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<DailyProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d174bf2e618633da0e5c2f1a11b25fd6e0c465c1e4a9270bcf23923f222c26e9",
    "metadata": {},
    "name": "DailyProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
