/**
 * @generated SignedSource<<2f5461cfa515426f685a86f4980aa590>>
 * @relayHash a07d254aff7f539a7d9408ce7f40064a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00fc4d905da7a4fa91dec71371d4fbf9b5dd4317a43f4b56b997e279cc8097dd

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CleaningRouteQuery } from './CleaningRouteQuery.graphql';

const node: PreloadableConcreteRequest<CleaningRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "00fc4d905da7a4fa91dec71371d4fbf9b5dd4317a43f4b56b997e279cc8097dd",
    "metadata": {},
    "name": "CleaningRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
