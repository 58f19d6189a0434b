/**
 * @generated SignedSource<<210844fb502e2988e05facaf3b662290>>
 * @relayHash ee97826d83ffa7230268d35a4e9743ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f65b79973b6e4168ea88ec8db61b06287f6da535ea1e53c9c363ca26734dbed4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PlanRouteQuery } from './PlanRouteQuery.graphql';

const node: PreloadableConcreteRequest<PlanRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f65b79973b6e4168ea88ec8db61b06287f6da535ea1e53c9c363ca26734dbed4",
    "metadata": {},
    "name": "PlanRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
