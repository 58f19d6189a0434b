/**
 * @generated SignedSource<<3488caf79897b0e75eabdc7c5c7b9d62>>
 * @relayHash c481c01d523c3d5e97b5af7d63d33b44
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57dde48f4b314e6bca43545435d77c6f8549d8f23da3bc124274ca8edb149edf

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccessRouteQuery } from './AccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "57dde48f4b314e6bca43545435d77c6f8549d8f23da3bc124274ca8edb149edf",
    "metadata": {},
    "name": "AccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
