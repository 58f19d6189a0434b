/**
 * @generated SignedSource<<e10243f2fcd63bf9d54723c9f2691969>>
 * @relayHash 4787882eaec6a14460e2986cdf963714
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 077dd8cfadfdaf1ac13898c005c77627cbeb16710928cec4eb93e8747848abba

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UpgradeRouteQuery } from './UpgradeRouteQuery.graphql';

const node: PreloadableConcreteRequest<UpgradeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "077dd8cfadfdaf1ac13898c005c77627cbeb16710928cec4eb93e8747848abba",
    "metadata": {},
    "name": "UpgradeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
