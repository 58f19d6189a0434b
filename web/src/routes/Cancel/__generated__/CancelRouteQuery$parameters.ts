/**
 * @generated SignedSource<<16f5dcd3f46635f139a97f7e342fdb17>>
 * @relayHash e63e17819efc2a7a00b03bcd696b1f1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82c8e32d484047468131f91a0f1dde462eafd78ede06fe5904e2dfe14ad920f4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CancelRouteQuery } from './CancelRouteQuery.graphql';

const node: PreloadableConcreteRequest<CancelRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "82c8e32d484047468131f91a0f1dde462eafd78ede06fe5904e2dfe14ad920f4",
    "metadata": {},
    "name": "CancelRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
