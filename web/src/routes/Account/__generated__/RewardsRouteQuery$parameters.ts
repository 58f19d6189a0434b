/**
 * @generated SignedSource<<7eb4758f4fcfe442c1af2aa81f80026f>>
 * @relayHash f11c087f0e01a6eb1c27b24d6bde6353
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f096a47dda0892dcce54964c64513b3967d17e1b767a55aba6f351f1383fd6e3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RewardsRouteQuery } from './RewardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<RewardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f096a47dda0892dcce54964c64513b3967d17e1b767a55aba6f351f1383fd6e3",
    "metadata": {},
    "name": "RewardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
