/**
 * @generated SignedSource<<3cf51079f928cf3622830e01a9617781>>
 * @relayHash 34f6866be29294bd299e7c09e0ff2c95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 983a009898db7ae415cec99a130c326315f7d08d4dd899977b3b6210769e6418

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "983a009898db7ae415cec99a130c326315f7d08d4dd899977b3b6210769e6418",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
