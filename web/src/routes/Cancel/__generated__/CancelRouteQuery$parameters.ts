/**
 * @generated SignedSource<<8c6793ebe12936e27ba5fba19d4a47e5>>
 * @relayHash 25660054bd6abca024d13fdb0d644037
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab7a576f5ff53746320308476d18725ae18ee4528e92988124ee804dc3b6c1c5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CancelRouteQuery } from './CancelRouteQuery.graphql';

const node: PreloadableConcreteRequest<CancelRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ab7a576f5ff53746320308476d18725ae18ee4528e92988124ee804dc3b6c1c5",
    "metadata": {},
    "name": "CancelRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
