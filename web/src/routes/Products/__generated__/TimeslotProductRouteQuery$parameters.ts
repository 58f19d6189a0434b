/**
 * @generated SignedSource<<a1caedcbc9be27d366009f7b269bd27f>>
 * @relayHash 12c4ed58c0cc625f4041d8a2c088a15c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 373de2d4cc877795152ced7b7c56185a981e40b0040602d2c73f54f6fc705e6a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TimeslotProductRouteQuery } from './TimeslotProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<TimeslotProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "373de2d4cc877795152ced7b7c56185a981e40b0040602d2c73f54f6fc705e6a",
    "metadata": {},
    "name": "TimeslotProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
