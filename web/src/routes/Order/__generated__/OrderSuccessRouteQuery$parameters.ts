/**
 * @generated SignedSource<<971f915a83f0a595001f5912241cf701>>
 * @relayHash 965ab9b26fbda61475ef0b9b46827f5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc98c72ec288ebe7088a2911fa137c549d470ec93ac87154507e109a34091795

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderSuccessRouteQuery } from './OrderSuccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<OrderSuccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dc98c72ec288ebe7088a2911fa137c549d470ec93ac87154507e109a34091795",
    "metadata": {},
    "name": "OrderSuccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
