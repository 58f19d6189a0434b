/**
 * @generated SignedSource<<4091234f3694bf36c2e36469c52e33b5>>
 * @relayHash 73f414cc277e5e8700136320ce33149b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2354b76bd72b6649c6d1c5cc4baba27c7801e3f3d208e5cd6ff18c1736f9089f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExtensionQuery } from './ExtensionQuery.graphql';

const node: PreloadableConcreteRequest<ExtensionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2354b76bd72b6649c6d1c5cc4baba27c7801e3f3d208e5cd6ff18c1736f9089f",
    "metadata": {},
    "name": "ExtensionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
