/**
 * @generated SignedSource<<75f36587fe1882c13a44fdbdb28044bc>>
 * @relayHash 1afaa7b096340c8a331edfc8372a2a64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 88fa0aa444e9f17c411dfa2dbc364e19261a44acba7fe18a59af83d7852a128d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "88fa0aa444e9f17c411dfa2dbc364e19261a44acba7fe18a59af83d7852a128d",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
