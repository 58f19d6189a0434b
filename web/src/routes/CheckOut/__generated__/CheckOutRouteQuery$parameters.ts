/**
 * @generated SignedSource<<bc12421dfd0882dbc148729d1473669d>>
 * @relayHash e36fdbcb15cc254644e998e20847b994
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31b72901421669c589b517394cedd838159a42ca4e691a398c5a8a05b0d6e1cb

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CheckOutRouteQuery } from './CheckOutRouteQuery.graphql';

const node: PreloadableConcreteRequest<CheckOutRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "31b72901421669c589b517394cedd838159a42ca4e691a398c5a8a05b0d6e1cb",
    "metadata": {},
    "name": "CheckOutRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
