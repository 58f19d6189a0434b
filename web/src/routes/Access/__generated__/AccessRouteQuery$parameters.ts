/**
 * @generated SignedSource<<b043026c4ccc3479cbc295d04dbddb58>>
 * @relayHash 9f7e0cbb31e38844137b7c303805d0d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b82e2b4aaf504900f348d1f098823f3c07563337ce6a6581a07b99d364d61525

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccessRouteQuery } from './AccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b82e2b4aaf504900f348d1f098823f3c07563337ce6a6581a07b99d364d61525",
    "metadata": {},
    "name": "AccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
