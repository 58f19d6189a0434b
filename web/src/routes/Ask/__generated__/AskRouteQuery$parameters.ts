/**
 * @generated SignedSource<<5d96f86e59ce39047285ab6ff3e588e8>>
 * @relayHash 20cbac205551d5c2364cbca2582800f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f9d3daac37fdb29941f221805decf24bfe4f35812b9638a54d13e6bb3ee03ea

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AskRouteQuery } from './AskRouteQuery.graphql';

const node: PreloadableConcreteRequest<AskRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0f9d3daac37fdb29941f221805decf24bfe4f35812b9638a54d13e6bb3ee03ea",
    "metadata": {},
    "name": "AskRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
