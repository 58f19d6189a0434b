/**
 * @generated SignedSource<<4ff05b85b19dbe630d4470dbe79e4d8e>>
 * @relayHash 2af37657ecddf98468297839c94fd6a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17f4a9370768915a6286b789495cc0734a6cc5de43e08b89a6469f6df969eda3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ChangeTimeRouteQuery } from './ChangeTimeRouteQuery.graphql';

const node: PreloadableConcreteRequest<ChangeTimeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "17f4a9370768915a6286b789495cc0734a6cc5de43e08b89a6469f6df969eda3",
    "metadata": {},
    "name": "ChangeTimeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
