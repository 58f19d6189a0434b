/**
 * @generated SignedSource<<58177cdca6781c8da7d0d0007fe2ea61>>
 * @relayHash 9ac2292f04d1ceb17ffad7cc7e8efdb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13c196bbc26342368a74ee87abf3efdbfc696844fb5c695fb93742c3c20c2085

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CancelRouteQuery } from './CancelRouteQuery.graphql';

const node: PreloadableConcreteRequest<CancelRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "13c196bbc26342368a74ee87abf3efdbfc696844fb5c695fb93742c3c20c2085",
    "metadata": {},
    "name": "CancelRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
