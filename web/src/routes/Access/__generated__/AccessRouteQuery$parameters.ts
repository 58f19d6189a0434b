/**
 * @generated SignedSource<<e26a394b93f0da3d30bcb270c4e63f5a>>
 * @relayHash 0134200f6310ec1472639db30a86cf89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e66198f0834be0c471950670538f857816a7e3602d7bb1f688e489032c2482fc

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccessRouteQuery } from './AccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e66198f0834be0c471950670538f857816a7e3602d7bb1f688e489032c2482fc",
    "metadata": {},
    "name": "AccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
