/**
 * @generated SignedSource<<a8b22e31968a314aa5dbad279b6f5355>>
 * @relayHash 18ed4becec44cd942d46059916b7581b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d2703dd8585f8521ffc34b40bd1737faeb144f20dd672a926d31f8b65f31285

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExploreRouteQuery } from './ExploreRouteQuery.graphql';

const node: PreloadableConcreteRequest<ExploreRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9d2703dd8585f8521ffc34b40bd1737faeb144f20dd672a926d31f8b65f31285",
    "metadata": {},
    "name": "ExploreRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
