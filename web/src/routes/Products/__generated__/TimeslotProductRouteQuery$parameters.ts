/**
 * @generated SignedSource<<9dd57e2041dc347c04a0104dd9aa5292>>
 * @relayHash 0c65174db69c49f656cd785316b95f26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59683d390ec9099d272559aa33ed6e376bb7d03e795f6c4d0c294ab4c6b38257

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TimeslotProductRouteQuery } from './TimeslotProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<TimeslotProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "59683d390ec9099d272559aa33ed6e376bb7d03e795f6c4d0c294ab4c6b38257",
    "metadata": {},
    "name": "TimeslotProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
