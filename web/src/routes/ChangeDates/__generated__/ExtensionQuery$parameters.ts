/**
 * @generated SignedSource<<993a4a1226965826b7cb9e1021fcaa31>>
 * @relayHash 6ec4a430a71b96cb191dfc9995b98116
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76d5e1d55885afb06f6f49122583ea679290e9f05b6b9db39babafbf833ec757

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExtensionQuery } from './ExtensionQuery.graphql';

const node: PreloadableConcreteRequest<ExtensionQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "76d5e1d55885afb06f6f49122583ea679290e9f05b6b9db39babafbf833ec757",
    "metadata": {},
    "name": "ExtensionQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
