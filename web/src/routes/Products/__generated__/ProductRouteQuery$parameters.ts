/**
 * @generated SignedSource<<59f382deba7bf4617c7025690d44f9f0>>
 * @relayHash 121df125232dfe36eaad8940d94b8f4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f323c75ef2a97821bc49160cb4c64f8915f58097b46a40d2de9f9d1677be1de

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductRouteQuery } from './ProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1f323c75ef2a97821bc49160cb4c64f8915f58097b46a40d2de9f9d1677be1de",
    "metadata": {},
    "name": "ProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
