/**
 * @generated SignedSource<<eba4cdae0f2cf43518c2438ca48b378b>>
 * @relayHash 86456e2dc3469bec1a059e5f197fa5e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb9e150775edf25894c97d3cf84c03736512ae7e793b617078121db0333a2631

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fb9e150775edf25894c97d3cf84c03736512ae7e793b617078121db0333a2631",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
