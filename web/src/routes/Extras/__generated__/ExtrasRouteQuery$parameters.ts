/**
 * @generated SignedSource<<65df3ed59c715718ca2b8dc564982f57>>
 * @relayHash a36f6982e08a4ef86ecab6572c098f33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c155a82230c66f2415ad438aa7236584430517e407396e655840baa330b3f70d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExtrasRouteQuery } from './ExtrasRouteQuery.graphql';

const node: PreloadableConcreteRequest<ExtrasRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c155a82230c66f2415ad438aa7236584430517e407396e655840baa330b3f70d",
    "metadata": {},
    "name": "ExtrasRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
