/**
 * @generated SignedSource<<7c25575c2b11395d0b7c6db34d2455cc>>
 * @relayHash deb907fe3ea1ea0ae220d2a725c2156e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a126ea5a7bc77a508e74d88cc26fa2d6c966964e3fceb558ec12d035be8f2cb

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderConfirmationRouteQuery } from './OrderConfirmationRouteQuery.graphql';

const node: PreloadableConcreteRequest<OrderConfirmationRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1a126ea5a7bc77a508e74d88cc26fa2d6c966964e3fceb558ec12d035be8f2cb",
    "metadata": {},
    "name": "OrderConfirmationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
