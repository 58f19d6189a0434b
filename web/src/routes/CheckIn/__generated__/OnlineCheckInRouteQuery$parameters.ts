/**
 * @generated SignedSource<<cd02b83ab93604e0fac98c42bf5fb702>>
 * @relayHash 2be156fd7521fa02cabdde238f33cc66
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d7a404afb4a2b5037c9045086e595f61e2fa21c1773a065f91563e0346088a9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OnlineCheckInRouteQuery } from './OnlineCheckInRouteQuery.graphql';

const node: PreloadableConcreteRequest<OnlineCheckInRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6d7a404afb4a2b5037c9045086e595f61e2fa21c1773a065f91563e0346088a9",
    "metadata": {},
    "name": "OnlineCheckInRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
