/**
 * @generated SignedSource<<fc3d44fcb0dce99faef31209619a4ede>>
 * @relayHash 70ffdbeaccee38a26ff4364700a1be77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d407f0cc453b598ef6750c38e1c375479ab4de63ab025e7e1e51c62d956d15ed

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductRouteQuery } from './ProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d407f0cc453b598ef6750c38e1c375479ab4de63ab025e7e1e51c62d956d15ed",
    "metadata": {},
    "name": "ProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
