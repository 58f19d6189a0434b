/**
 * @generated SignedSource<<008b28c7f39752ff8c7daa8194350ed6>>
 * @relayHash 2049e3eeb9370216cb8357f65c0069e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0bc1b8bd1ceb20b4cc1b7eb5d5dcf362e32a59bcc6cea6942ab98a1801602f4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductRouteQuery } from './ProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e0bc1b8bd1ceb20b4cc1b7eb5d5dcf362e32a59bcc6cea6942ab98a1801602f4",
    "metadata": {},
    "name": "ProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
