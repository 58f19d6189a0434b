/**
 * @generated SignedSource<<81e1130b2ea8b9089e062d1b433fe243>>
 * @relayHash 2cf3a77cd9d90f77f2b9ff444f37e620
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f1bcecb4bfba2ece8847e80725f8dec8501a4bbaae03ef72f636ef6846a0a2e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReferralRouteQuery } from './ReferralRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReferralRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4f1bcecb4bfba2ece8847e80725f8dec8501a4bbaae03ef72f636ef6846a0a2e",
    "metadata": {},
    "name": "ReferralRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
