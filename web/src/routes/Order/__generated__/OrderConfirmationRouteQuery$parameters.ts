/**
 * @generated SignedSource<<8c0df42f3e6924a6efe18745b1b3da73>>
 * @relayHash 4cce60e07e06e337e889742f46c978c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 401c58163bacf8a06cc4a488f44ee4e25cfd0c1a67eb2a7c81b8a576d2011304

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderConfirmationRouteQuery } from './OrderConfirmationRouteQuery.graphql';

const node: PreloadableConcreteRequest<OrderConfirmationRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "401c58163bacf8a06cc4a488f44ee4e25cfd0c1a67eb2a7c81b8a576d2011304",
    "metadata": {},
    "name": "OrderConfirmationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
