/**
 * @generated SignedSource<<e2bc1f00913ba34c1cfac30f3d3c1d0c>>
 * @relayHash 3d24a5251c2f35ff9dcc322a2a8e3fce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5ac73912f48f2b3db3904d9ba143f52a92823f1a78586dba121a1c181b166f9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c5ac73912f48f2b3db3904d9ba143f52a92823f1a78586dba121a1c181b166f9",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
