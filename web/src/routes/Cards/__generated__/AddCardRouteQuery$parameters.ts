/**
 * @generated SignedSource<<66499f6b38b5d7cc29f48aaeaad4070a>>
 * @relayHash 9cfea0f4ee24e8f3e4f040ad33449e53
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 267e66511f6138fb03e104e53b0d4fcc432f65d770ea16ccd4e5d65274f8d4d5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AddCardRouteQuery } from './AddCardRouteQuery.graphql';

const node: PreloadableConcreteRequest<AddCardRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "267e66511f6138fb03e104e53b0d4fcc432f65d770ea16ccd4e5d65274f8d4d5",
    "metadata": {},
    "name": "AddCardRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
