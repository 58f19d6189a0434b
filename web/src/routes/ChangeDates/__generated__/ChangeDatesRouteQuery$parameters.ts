/**
 * @generated SignedSource<<70fb6e876186f999e787beed20ea1ef4>>
 * @relayHash d05f4d204bec081f08ade6be7ee4ae46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35aa019d7ed121cf89701fc7cd61812e8cf3e80786a5200297264a9d621aafb3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ChangeDatesRouteQuery } from './ChangeDatesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ChangeDatesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "35aa019d7ed121cf89701fc7cd61812e8cf3e80786a5200297264a9d621aafb3",
    "metadata": {},
    "name": "ChangeDatesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
