/**
 * @generated SignedSource<<102f6ff4caf9a2711c38988485471843>>
 * @relayHash 8d459b4fc2ba393bb2277fca819b030a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 558feebd005179f65a1cc08b294f12b11e42856c6ae4a20ccb4c88bd551e5820

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SustainabilityRouteQuery } from './SustainabilityRouteQuery.graphql';

const node: PreloadableConcreteRequest<SustainabilityRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "558feebd005179f65a1cc08b294f12b11e42856c6ae4a20ccb4c88bd551e5820",
    "metadata": {},
    "name": "SustainabilityRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
