/**
 * @generated SignedSource<<ce18a8a01705195b5b664b14828e91a3>>
 * @relayHash 2967cfc8708439d3b4d96efd43f1ee63
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 330d3cdf0d9dd75ed0f95d5229946358a0f614f1f287a8dee6cdc2fb2a2cfb8f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExploreRouteQuery } from './ExploreRouteQuery.graphql';

const node: PreloadableConcreteRequest<ExploreRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "330d3cdf0d9dd75ed0f95d5229946358a0f614f1f287a8dee6cdc2fb2a2cfb8f",
    "metadata": {},
    "name": "ExploreRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
