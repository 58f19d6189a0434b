/**
 * @generated SignedSource<<79f5e154a65b8554eec113079fde8c4f>>
 * @relayHash 7541a28659733b90bf01b61d8f67ef7c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e35af2bfdc076328dd03320a078ca09c203854e81b272e6ba201352e0e87d32d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccessRouteQuery } from './AccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e35af2bfdc076328dd03320a078ca09c203854e81b272e6ba201352e0e87d32d",
    "metadata": {},
    "name": "AccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
