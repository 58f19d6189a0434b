/**
 * @generated SignedSource<<3a0342c8214ad44675214681c57e5f48>>
 * @relayHash 42ccd7c5c93d0b61c398e9ffb7ac01de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 534b8936e5e8b64868e9d3889664bb533f0cc820c3c46f41af6f8ddc4d881f7a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PayBalanceRouteQuery } from './PayBalanceRouteQuery.graphql';

const node: PreloadableConcreteRequest<PayBalanceRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "534b8936e5e8b64868e9d3889664bb533f0cc820c3c46f41af6f8ddc4d881f7a",
    "metadata": {},
    "name": "PayBalanceRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
