/**
 * @generated SignedSource<<8a06d336a6ca6086e5b64160cf649bcc>>
 * @relayHash 7c97abe7daf87d61d866c0c9a6df2337
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d70d6cc6ba153b158f8811c702cd3284aae857bb141cc94dd796cdd2ec49845

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductRouteQuery } from './ProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4d70d6cc6ba153b158f8811c702cd3284aae857bb141cc94dd796cdd2ec49845",
    "metadata": {},
    "name": "ProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
