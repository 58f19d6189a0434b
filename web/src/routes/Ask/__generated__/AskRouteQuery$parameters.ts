/**
 * @generated SignedSource<<5d7d95643db275a7e422cdc58a136b18>>
 * @relayHash 56bbb7c1e1ce24f534d11f133f7c2acb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9bed484a46515f66af132e8196b6cf8bd59cdb1b725d57fec6c78aa90e29ce2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AskRouteQuery } from './AskRouteQuery.graphql';

const node: PreloadableConcreteRequest<AskRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e9bed484a46515f66af132e8196b6cf8bd59cdb1b725d57fec6c78aa90e29ce2",
    "metadata": {},
    "name": "AskRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
