/**
 * @generated SignedSource<<58289d28117e7c1c85be1cf0a339dd40>>
 * @relayHash abbeb03be89a618fe200942923298eb3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83131e6df1aa6ed69cdd7243ffb52b4f4a7167b9d59132f7707cd90f60020255

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ChangeTimeRouteQuery } from './ChangeTimeRouteQuery.graphql';

const node: PreloadableConcreteRequest<ChangeTimeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "83131e6df1aa6ed69cdd7243ffb52b4f4a7167b9d59132f7707cd90f60020255",
    "metadata": {},
    "name": "ChangeTimeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
