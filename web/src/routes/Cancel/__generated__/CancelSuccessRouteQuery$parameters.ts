/**
 * @generated SignedSource<<6fdecd3d9223e9beb6144174b02ade38>>
 * @relayHash 14401d770d55963245175fb6289a9879
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3e877f1492e7598c04e6b51d7bad044b45d7c5da779d5decfadb27b780a7ee4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CancelSuccessRouteQuery } from './CancelSuccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<CancelSuccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e3e877f1492e7598c04e6b51d7bad044b45d7c5da779d5decfadb27b780a7ee4",
    "metadata": {},
    "name": "CancelSuccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
