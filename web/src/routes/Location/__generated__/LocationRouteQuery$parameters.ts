/**
 * @generated SignedSource<<d0d87ed158181e43c9dacacdcff9b3fe>>
 * @relayHash 9d13e187b3a436a89b46e81264be72ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73f44c733f36c05f1b0912dd4f2205e35ac8f9bdb5413353b5fdfb8c41e9c476

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LocationRouteQuery } from './LocationRouteQuery.graphql';

const node: PreloadableConcreteRequest<LocationRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "73f44c733f36c05f1b0912dd4f2205e35ac8f9bdb5413353b5fdfb8c41e9c476",
    "metadata": {},
    "name": "LocationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
