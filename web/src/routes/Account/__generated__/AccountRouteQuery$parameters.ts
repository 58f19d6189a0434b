/**
 * @generated SignedSource<<f08ec3d9e3fd6c504e3bfe89ca958895>>
 * @relayHash 986d030ffbb48a11b3b336985b2197cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 656e370cf7365fdbefee18eec195fb693275d6c8795dfafc43fc32283d2a127e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountRouteQuery } from './AccountRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccountRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "656e370cf7365fdbefee18eec195fb693275d6c8795dfafc43fc32283d2a127e",
    "metadata": {},
    "name": "AccountRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
