/**
 * @generated SignedSource<<3275c7ab9682fbfe525df099ea41091f>>
 * @relayHash ec1b5fac430f7a6e233a45887508c80c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4df6455bafda1a00b78def824b10b27a8645c02716a8f55d01adb73c3004dd9c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4df6455bafda1a00b78def824b10b27a8645c02716a8f55d01adb73c3004dd9c",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
