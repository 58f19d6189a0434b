/**
 * @generated SignedSource<<ed036aee0a8b0f5ea3e05f4ba27739d5>>
 * @relayHash d3f2d49ecf0321ac1adbf1c446a80e54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4656a946a8d0a81433c1a6bf2bb6b0947f88265d8a1b7447959c97d64d73727d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TimeslotProductRouteQuery } from './TimeslotProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<TimeslotProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4656a946a8d0a81433c1a6bf2bb6b0947f88265d8a1b7447959c97d64d73727d",
    "metadata": {},
    "name": "TimeslotProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
