/**
 * @generated SignedSource<<6a4299d3657b484e87eeb03a9e8f2e73>>
 * @relayHash b7e03da39c168150ae752c867828e3a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81d12f996079325bf4d1bb086523c52e19149595138cc34ed4e8bf0f79208ac8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReservationsRouteQuery } from './ReservationsRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReservationsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "81d12f996079325bf4d1bb086523c52e19149595138cc34ed4e8bf0f79208ac8",
    "metadata": {},
    "name": "ReservationsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
