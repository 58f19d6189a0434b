/**
 * @generated SignedSource<<4e0a9c4e6297ce291086b2fa8bfbcf86>>
 * @relayHash b4c65a527a52886c95863e8e3225f632
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 124228f5202cca8f5042120af1f623c7442ff725787aa40ecb2e7d9d45e38678

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LocationRouteQuery } from './LocationRouteQuery.graphql';

const node: PreloadableConcreteRequest<LocationRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "124228f5202cca8f5042120af1f623c7442ff725787aa40ecb2e7d9d45e38678",
    "metadata": {},
    "name": "LocationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
