/**
 * @generated SignedSource<<711306bad0ae8fb64cc739b114c8799a>>
 * @relayHash 533626d0d1d903c53255a9549d940ed2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5258e5dd6e82199f4979ef1d15e3861737e4e63942eb47b2e7278ad1d08417c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CancelSuccessRouteQuery } from './CancelSuccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<CancelSuccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d5258e5dd6e82199f4979ef1d15e3861737e4e63942eb47b2e7278ad1d08417c",
    "metadata": {},
    "name": "CancelSuccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
