/**
 * @generated SignedSource<<d1780dc3aa1a0b7cc305b081c58badd4>>
 * @relayHash 5a76b7002eda518a77d998516002da12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40ceb541add82a3aeeaf211cc6e297be5432e72bcf4012a9d4bed415adff550e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderConfirmationRouteQuery } from './OrderConfirmationRouteQuery.graphql';

const node: PreloadableConcreteRequest<OrderConfirmationRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "40ceb541add82a3aeeaf211cc6e297be5432e72bcf4012a9d4bed415adff550e",
    "metadata": {},
    "name": "OrderConfirmationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
