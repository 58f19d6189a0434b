/**
 * @generated SignedSource<<9378275c6751db98aede500db7187568>>
 * @relayHash 967b89ea0d5bd03604bad58e3138a0b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60c7f60e70c93dbb02a6870f844d5ea95c65896dcc905342e30696a45cf8e529

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccessRouteQuery } from './AccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "60c7f60e70c93dbb02a6870f844d5ea95c65896dcc905342e30696a45cf8e529",
    "metadata": {},
    "name": "AccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
