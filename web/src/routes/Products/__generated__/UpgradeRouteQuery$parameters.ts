/**
 * @generated SignedSource<<1f3e7478d565e074a5e9f083b2e0299f>>
 * @relayHash 53e8579c26bc243090c6b4139caebd0d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0652c9165c8b1d1e565bd3c62c9561f0172bb8d42d592898459830482650556

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UpgradeRouteQuery } from './UpgradeRouteQuery.graphql';

const node: PreloadableConcreteRequest<UpgradeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f0652c9165c8b1d1e565bd3c62c9561f0172bb8d42d592898459830482650556",
    "metadata": {},
    "name": "UpgradeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
