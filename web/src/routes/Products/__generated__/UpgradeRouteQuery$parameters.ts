/**
 * @generated SignedSource<<5441fb67c59610179ebb6bc5fc9d25d2>>
 * @relayHash 686017b804f5492383747d2740737b48
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f820d06216cf2d655e94549f058dc28b1db55d8f273617656ec21f26fcacd6e6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UpgradeRouteQuery } from './UpgradeRouteQuery.graphql';

const node: PreloadableConcreteRequest<UpgradeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f820d06216cf2d655e94549f058dc28b1db55d8f273617656ec21f26fcacd6e6",
    "metadata": {},
    "name": "UpgradeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
