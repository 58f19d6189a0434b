/**
 * @generated SignedSource<<1c617a8ca4fede83ae427ed2cec2cbd6>>
 * @relayHash a7a95ecaaf15f89c553ed80a631ebf03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1267199cf8ac7d66fb7dcdfd4a7b96f38116479629d8158e4cf19e835b08c5c5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductRouteQuery } from './ProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1267199cf8ac7d66fb7dcdfd4a7b96f38116479629d8158e4cf19e835b08c5c5",
    "metadata": {},
    "name": "ProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
