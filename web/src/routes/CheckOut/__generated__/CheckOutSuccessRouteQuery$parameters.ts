/**
 * @generated SignedSource<<e11b8613ba6929edc136ad5b5569e0f0>>
 * @relayHash 36886164d52fad5ca31c7276d81f1d33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f0b7b7b804cb16bede77eab966feec8cdb382d823ebfd024209d9ce8c8bfd9b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CheckOutSuccessRouteQuery } from './CheckOutSuccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<CheckOutSuccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1f0b7b7b804cb16bede77eab966feec8cdb382d823ebfd024209d9ce8c8bfd9b",
    "metadata": {},
    "name": "CheckOutSuccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
