/**
 * @generated SignedSource<<7e812fa4cc81446d3309d4fbea7bfe91>>
 * @relayHash df7e40c71c5b2f13d1e3864470e21579
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69f1871ca6c71a5a1eb0f25621e02cf1529238acb6b39d755dc2ef73f317de56

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ChangeDatesRouteQuery } from './ChangeDatesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ChangeDatesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "69f1871ca6c71a5a1eb0f25621e02cf1529238acb6b39d755dc2ef73f317de56",
    "metadata": {},
    "name": "ChangeDatesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
