/**
 * @generated SignedSource<<add0cad8cf7ae5be64cbcf3f2b6299f2>>
 * @relayHash 548c65f9ccbdc82fddacabae6952fb9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 34c9a25f9e63028a560a78a7cd747cb77daa74cdc934683d6a1522ff1e9fb695

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DailyProductRouteQuery } from './DailyProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<DailyProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "34c9a25f9e63028a560a78a7cd747cb77daa74cdc934683d6a1522ff1e9fb695",
    "metadata": {},
    "name": "DailyProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
