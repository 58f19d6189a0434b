/**
 * @generated SignedSource<<a59a95285ecd9c29286a194dd97349bf>>
 * @relayHash 5739378bd36d28381d4169ef5116058b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e16516e6b232f498d2705782360c7ef960f40d6f2db7610e7859f718ff60d5c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayDatesQuery } from './StayDatesQuery.graphql';

const node: PreloadableConcreteRequest<StayDatesQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4e16516e6b232f498d2705782360c7ef960f40d6f2db7610e7859f718ff60d5c",
    "metadata": {},
    "name": "StayDatesQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
