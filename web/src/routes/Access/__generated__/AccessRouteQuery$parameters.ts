/**
 * @generated SignedSource<<4e98cef85a5367f7d642b9196295e578>>
 * @relayHash 8712561bb42f1d165175a5591a9da05b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ef76bfc332113ad469dd93a5888c52e312819c35ceb643fb0d84491822ecab2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccessRouteQuery } from './AccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0ef76bfc332113ad469dd93a5888c52e312819c35ceb643fb0d84491822ecab2",
    "metadata": {},
    "name": "AccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
