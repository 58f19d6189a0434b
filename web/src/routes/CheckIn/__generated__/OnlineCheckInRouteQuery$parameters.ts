/**
 * @generated SignedSource<<7c9eb45db089f58ed93216b59314af54>>
 * @relayHash 4f0ac05e65d2cc680ec00a5459e7ff54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e890834759c0d188b39204d39c77d00163e4d91c5dd7090c910323106e8fa006

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OnlineCheckInRouteQuery } from './OnlineCheckInRouteQuery.graphql';

const node: PreloadableConcreteRequest<OnlineCheckInRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e890834759c0d188b39204d39c77d00163e4d91c5dd7090c910323106e8fa006",
    "metadata": {},
    "name": "OnlineCheckInRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
