/**
 * @generated SignedSource<<4df42e72ce5aeed836fde68314c55e17>>
 * @relayHash 265507e5561f834130035c00c356692e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c921067065ddea3584367ed4ae9942c0975d35cd3fbe0b1984cee4a1a8257cdb

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c921067065ddea3584367ed4ae9942c0975d35cd3fbe0b1984cee4a1a8257cdb",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
