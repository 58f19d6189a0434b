/**
 * @generated SignedSource<<5c19d9293f6af6d914dcfefca43e3aea>>
 * @relayHash 1fb5da1a8120352b03c8278c3e88b9f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e55951b82102855c45a124131ed1d6750aeb45ca13b82a9b45f3ede139a00fa

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7e55951b82102855c45a124131ed1d6750aeb45ca13b82a9b45f3ede139a00fa",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
