/**
 * @generated SignedSource<<8d03bce2161e8b57f7cf9ffe3ede45b0>>
 * @relayHash cd6980f6558f8890c01248cf0ee119f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b2a0510199ea8b70289527dd21240a53f11b9082ca62c22555ec2ecf0f3677f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1b2a0510199ea8b70289527dd21240a53f11b9082ca62c22555ec2ecf0f3677f",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
