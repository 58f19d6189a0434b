/**
 * @generated SignedSource<<285c9e7f69f88cb6d7a90b99f3d25b39>>
 * @relayHash 4ae2ac78214437435c9fe8dc393b1761
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8274c36b3f843fac7fe179514e499eaa3e4e0c0d76c2133c0115f6e7e36b2ab5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8274c36b3f843fac7fe179514e499eaa3e4e0c0d76c2133c0115f6e7e36b2ab5",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
