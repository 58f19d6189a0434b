/**
 * @generated SignedSource<<d3ac9f9b05019323f1207ca6d86ecfab>>
 * @relayHash 18e4cf7ac1fb8dde98c68683c49f0786
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0fdd343f4f7357bd578c9a3d7ea775023052625fbe3400fb7ac30c979138f3d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DailyProductRouteQuery } from './DailyProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<DailyProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b0fdd343f4f7357bd578c9a3d7ea775023052625fbe3400fb7ac30c979138f3d",
    "metadata": {},
    "name": "DailyProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
