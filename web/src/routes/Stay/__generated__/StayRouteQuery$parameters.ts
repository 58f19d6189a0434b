/**
 * @generated SignedSource<<4a3d893895e82b99142b63d3cb04a1db>>
 * @relayHash e87f7cce4f57d5331149a2e9706603a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6052948c0902ff32c9e8b903a04993223f6b87a860f3ca691931c18b46eb7396

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6052948c0902ff32c9e8b903a04993223f6b87a860f3ca691931c18b46eb7396",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
