/**
 * @generated SignedSource<<e529b7f261f2d5dc34203d7d72086339>>
 * @relayHash 428e0a53cb314450861bb80b9718d9cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51c241bf8db83f135c77097084065522a57fcd1c1f3705c3a83e33778b2ea9de

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TimeslotProductRouteQuery } from './TimeslotProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<TimeslotProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "51c241bf8db83f135c77097084065522a57fcd1c1f3705c3a83e33778b2ea9de",
    "metadata": {},
    "name": "TimeslotProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
