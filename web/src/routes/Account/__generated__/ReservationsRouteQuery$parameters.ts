/**
 * @generated SignedSource<<36eece2b4292e7e1ebf4f7da4bf9dfba>>
 * @relayHash e24824228374cc832fef3abf02838002
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00619064a88c50e36a4b84a6fe952a0f7b7f8d9c1f995e0a8065f8906cbd9bac

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReservationsRouteQuery } from './ReservationsRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReservationsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "00619064a88c50e36a4b84a6fe952a0f7b7f8d9c1f995e0a8065f8906cbd9bac",
    "metadata": {},
    "name": "ReservationsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
