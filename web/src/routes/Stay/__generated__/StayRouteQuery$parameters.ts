/**
 * @generated SignedSource<<53d5d54c9e85884f484c84119103547a>>
 * @relayHash 288b7f56c2b73413dcd1f6bb2d3f9ff7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87c243d3c35f75d679b6f40d1d6fd6bc7bfc85aeb182ca303b091c600843d68a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "87c243d3c35f75d679b6f40d1d6fd6bc7bfc85aeb182ca303b091c600843d68a",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
