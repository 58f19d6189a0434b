/**
 * @generated SignedSource<<03676e7b80d088bba516fdfc6336739b>>
 * @relayHash 11a1ff1f7589036d968ac8767235d96c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d405e557aa51446b098d1c5af6e6e6b205c4f93e61ca71bb7fc1fa31f92ceb7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UpgradeRouteQuery } from './UpgradeRouteQuery.graphql';

const node: PreloadableConcreteRequest<UpgradeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1d405e557aa51446b098d1c5af6e6e6b205c4f93e61ca71bb7fc1fa31f92ceb7",
    "metadata": {},
    "name": "UpgradeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
