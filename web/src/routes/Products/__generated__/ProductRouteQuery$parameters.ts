/**
 * @generated SignedSource<<4b5292ec1b9e922c2b14e41a995c305f>>
 * @relayHash 40af267baef6daf37572a324cc066119
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03853d2578726db9a55ccd4f22e762721e6b5ac66f0194a5f3d43abac3ca53a7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductRouteQuery } from './ProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "03853d2578726db9a55ccd4f22e762721e6b5ac66f0194a5f3d43abac3ca53a7",
    "metadata": {},
    "name": "ProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
