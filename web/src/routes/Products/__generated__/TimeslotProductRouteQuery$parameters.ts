/**
 * @generated SignedSource<<a1248172869f9263aa0d0fe8c75f3926>>
 * @relayHash 4537f0e07129d45a466f9e71dc494ccc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57f35371281fd54230cc93a3df657f67ec321fcb83231ddacdddd43cded351a8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TimeslotProductRouteQuery } from './TimeslotProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<TimeslotProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "57f35371281fd54230cc93a3df657f67ec321fcb83231ddacdddd43cded351a8",
    "metadata": {},
    "name": "TimeslotProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
