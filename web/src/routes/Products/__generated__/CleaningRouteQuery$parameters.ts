/**
 * @generated SignedSource<<13277ea28f1d1cab9f880c0940231a14>>
 * @relayHash 6b7d59fe599ab2c4a8c34e05aba2203e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53451226052d8e22751c8d530706512ecd3b8b8c139c6be759ddf6c66460e1ff

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CleaningRouteQuery } from './CleaningRouteQuery.graphql';

const node: PreloadableConcreteRequest<CleaningRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "53451226052d8e22751c8d530706512ecd3b8b8c139c6be759ddf6c66460e1ff",
    "metadata": {},
    "name": "CleaningRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
