/**
 * @generated SignedSource<<574c607ffc906072d554fa5c1823da67>>
 * @relayHash 541b4d6c97b359eaaf70e9e8f267ff73
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70aff8af994d15bd7ddc0597425b200900a14b9ebe11f433d9fb9b7588a54c45

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderSuccessRouteQuery } from './OrderSuccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<OrderSuccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "70aff8af994d15bd7ddc0597425b200900a14b9ebe11f433d9fb9b7588a54c45",
    "metadata": {},
    "name": "OrderSuccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
