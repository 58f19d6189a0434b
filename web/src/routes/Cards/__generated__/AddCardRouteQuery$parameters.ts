/**
 * @generated SignedSource<<e76c3b705e744990f9424e3012c787d7>>
 * @relayHash 379fadddcb32900d475e3e377804f515
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8eee04a619f34cfff45be3d706f289ffdba9ed69a90e9f5273cceafb478f976

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AddCardRouteQuery } from './AddCardRouteQuery.graphql';

const node: PreloadableConcreteRequest<AddCardRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c8eee04a619f34cfff45be3d706f289ffdba9ed69a90e9f5273cceafb478f976",
    "metadata": {},
    "name": "AddCardRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
