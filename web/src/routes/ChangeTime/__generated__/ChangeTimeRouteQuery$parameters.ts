/**
 * @generated SignedSource<<3dfc32a93f26964f8aed4b4bad086b97>>
 * @relayHash d25297b0082340c3afc5298e4d62d643
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a52c5c700d5222c98ef9e2f32613f4534a64b881373f19ce5d9e5ff56045144

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ChangeTimeRouteQuery } from './ChangeTimeRouteQuery.graphql';

const node: PreloadableConcreteRequest<ChangeTimeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8a52c5c700d5222c98ef9e2f32613f4534a64b881373f19ce5d9e5ff56045144",
    "metadata": {},
    "name": "ChangeTimeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
