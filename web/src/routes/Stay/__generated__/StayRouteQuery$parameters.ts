/**
 * @generated SignedSource<<33e9f4a4df4fef45b55776cbf23300e1>>
 * @relayHash 3d89c0304f83ad84b615f4305b5eaf77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29dbe130b625bda81eaa093f190374ead904aa49d248a543cf78029e94c84211

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "29dbe130b625bda81eaa093f190374ead904aa49d248a543cf78029e94c84211",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
