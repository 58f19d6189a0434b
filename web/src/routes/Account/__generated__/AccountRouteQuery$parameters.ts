/**
 * @generated SignedSource<<baf562b40e60d7c46c71b3bff4155111>>
 * @relayHash 2d358d78c8cdf81138f1f6b1a0afb8d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17b4d22851b119791792897a72b66e0e2216052b5ec337845eb523299c8dd69c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountRouteQuery } from './AccountRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccountRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "17b4d22851b119791792897a72b66e0e2216052b5ec337845eb523299c8dd69c",
    "metadata": {},
    "name": "AccountRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
