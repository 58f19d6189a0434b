/**
 * @generated SignedSource<<047e43275e840361b498584ebe31e4bd>>
 * @relayHash 1f53c8cc27b1d2e1ce90932cb7ff67bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05e0e6bc5462fc3571d893fa1686a7f72e72e60d93926e2f86e8de728347ee05

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayRouteQuery } from './StayRouteQuery.graphql';

const node: PreloadableConcreteRequest<StayRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "05e0e6bc5462fc3571d893fa1686a7f72e72e60d93926e2f86e8de728347ee05",
    "metadata": {},
    "name": "StayRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
