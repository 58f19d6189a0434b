/**
 * @generated SignedSource<<2edb51e51c837d4b22acb2304fee7c02>>
 * @relayHash faafc81cf9d586b3869e838b7fcf8c88
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe4bf89bb426a2eea4683b8efd84199db0717d288bf8c515f98fa5f178aa3c08

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccessRouteQuery } from './AccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fe4bf89bb426a2eea4683b8efd84199db0717d288bf8c515f98fa5f178aa3c08",
    "metadata": {},
    "name": "AccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
