/**
 * @generated SignedSource<<68c5b3e7be8723e990f88d1df599a610>>
 * @relayHash 13bf5ca5dda741ec7d8069e50c8e409d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0071bd8b64f342c990ee39247cf5273c85ae00b27ec48b2e023b8631fdddb431

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CancelRouteQuery } from './CancelRouteQuery.graphql';

const node: PreloadableConcreteRequest<CancelRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0071bd8b64f342c990ee39247cf5273c85ae00b27ec48b2e023b8631fdddb431",
    "metadata": {},
    "name": "CancelRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
