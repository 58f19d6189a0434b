/**
 * @generated SignedSource<<b8812a697175d92298fc7eb314894c39>>
 * @relayHash 7e3f754476cd98ff9444d498b1f3913e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cc8939f24fd4588ecd58bef5d3eced9e8a539108734ee8d0caaee7d86d63f16

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AskRouteQuery } from './AskRouteQuery.graphql';

const node: PreloadableConcreteRequest<AskRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3cc8939f24fd4588ecd58bef5d3eced9e8a539108734ee8d0caaee7d86d63f16",
    "metadata": {},
    "name": "AskRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
