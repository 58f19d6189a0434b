/**
 * @generated SignedSource<<9d44ec01ca509abd725cfb3dd2c14a64>>
 * @relayHash b9c570e7480d6c38b31ff7f65f4630c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82b481db19923356d7898f7f8b37ddfe92801ad527b0d3f6390f613367a933a5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SustainabilityRouteQuery } from './SustainabilityRouteQuery.graphql';

const node: PreloadableConcreteRequest<SustainabilityRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "82b481db19923356d7898f7f8b37ddfe92801ad527b0d3f6390f613367a933a5",
    "metadata": {},
    "name": "SustainabilityRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
