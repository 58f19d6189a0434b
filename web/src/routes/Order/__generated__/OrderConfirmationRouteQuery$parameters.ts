/**
 * @generated SignedSource<<d956c4823dafa076092b0bdbd914fb59>>
 * @relayHash 0d92e0e72c3c5dd0877c07e43493aab7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f9129172184fc78fb78a54ff04b5f4073038c8a0045a7be7ebcc3f2d7c7c459

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderConfirmationRouteQuery } from './OrderConfirmationRouteQuery.graphql';

const node: PreloadableConcreteRequest<OrderConfirmationRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2f9129172184fc78fb78a54ff04b5f4073038c8a0045a7be7ebcc3f2d7c7c459",
    "metadata": {},
    "name": "OrderConfirmationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
