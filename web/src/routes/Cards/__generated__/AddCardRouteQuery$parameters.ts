/**
 * @generated SignedSource<<c14033a10f71177c868bedce57bc2a1e>>
 * @relayHash bca03a48d9552fb288e76a5cda7a1739
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f63c93baf74f772a91f5fd24039789e0f084caf5b3fb0ed59cad682d3bafe2d1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AddCardRouteQuery } from './AddCardRouteQuery.graphql';

const node: PreloadableConcreteRequest<AddCardRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f63c93baf74f772a91f5fd24039789e0f084caf5b3fb0ed59cad682d3bafe2d1",
    "metadata": {},
    "name": "AddCardRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
