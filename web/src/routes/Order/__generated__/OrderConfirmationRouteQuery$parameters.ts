/**
 * @generated SignedSource<<6680a297894101cbf2e0271e4df766a7>>
 * @relayHash 47328ee6b1b5884aeba046f3da494c5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99c0817e580c242696d48b32a4d9dbc73d0f49c490b76f50807db22c7eaa9a19

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderConfirmationRouteQuery } from './OrderConfirmationRouteQuery.graphql';

const node: PreloadableConcreteRequest<OrderConfirmationRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "99c0817e580c242696d48b32a4d9dbc73d0f49c490b76f50807db22c7eaa9a19",
    "metadata": {},
    "name": "OrderConfirmationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
