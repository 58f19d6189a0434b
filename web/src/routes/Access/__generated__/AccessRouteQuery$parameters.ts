/**
 * @generated SignedSource<<fc9ab73d752904aebb6787581b1f47e7>>
 * @relayHash 3f173e5d3b7560f55520af0da4388314
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d5af7c886aa776ee5ec9fe17a5618395e674d8c3e8b41a7fe5738a9bd340d20

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccessRouteQuery } from './AccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5d5af7c886aa776ee5ec9fe17a5618395e674d8c3e8b41a7fe5738a9bd340d20",
    "metadata": {},
    "name": "AccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
