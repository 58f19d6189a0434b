/**
 * @generated SignedSource<<0be2321c543a72bf227b62194dc69d12>>
 * @relayHash 02d3c8f29daf07abf2b374cadd27bea5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69ecef40f245d29489cd2c25f955581cf0e93f20d8e54997e316e813d3cf030f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CleaningRouteQuery } from './CleaningRouteQuery.graphql';

const node: PreloadableConcreteRequest<CleaningRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "69ecef40f245d29489cd2c25f955581cf0e93f20d8e54997e316e813d3cf030f",
    "metadata": {},
    "name": "CleaningRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
