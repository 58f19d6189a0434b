/**
 * @generated SignedSource<<d9fb44b0440e3891d23c2dbeac0a6c61>>
 * @relayHash 6a4bd9db64d70c0f8cb148c1cb7459a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0498eabb6222184a80e6d50917abbdc2cb707fae0f86a5f4267d1082553ab30e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LocationRouteQuery } from './LocationRouteQuery.graphql';

const node: PreloadableConcreteRequest<LocationRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0498eabb6222184a80e6d50917abbdc2cb707fae0f86a5f4267d1082553ab30e",
    "metadata": {},
    "name": "LocationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
