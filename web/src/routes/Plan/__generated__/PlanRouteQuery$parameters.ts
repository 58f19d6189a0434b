/**
 * @generated SignedSource<<055a70108c53c3d3b7f4d97da6cd9584>>
 * @relayHash df74641a52ecbf50f9bf0c12e04d495a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57fa9ca713af1ba31ccadc8730e6e4a46dbae90612c03e5aa3fc14652600d1a7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PlanRouteQuery } from './PlanRouteQuery.graphql';

const node: PreloadableConcreteRequest<PlanRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "57fa9ca713af1ba31ccadc8730e6e4a46dbae90612c03e5aa3fc14652600d1a7",
    "metadata": {},
    "name": "PlanRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
