/**
 * @generated SignedSource<<459855998a27d8905369a5475d4b4ea1>>
 * @relayHash 972dfb3a012a18aaffbeb46ef1cc79ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ab9439786000a250d135e7b605e086fdec4a3c1845b014c711c7d3c60155adb

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExtensionQuery } from './ExtensionQuery.graphql';

const node: PreloadableConcreteRequest<ExtensionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1ab9439786000a250d135e7b605e086fdec4a3c1845b014c711c7d3c60155adb",
    "metadata": {},
    "name": "ExtensionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
