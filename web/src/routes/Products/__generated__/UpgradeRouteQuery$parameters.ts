/**
 * @generated SignedSource<<30199d9c466e25ea3d6ad57e436559a2>>
 * @relayHash 39159b97d96956dc115549c935a4d20c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 208fdbb170a5a6e92322230fea340d90cbf8d3ac9f4645f4066654d129a94010

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UpgradeRouteQuery } from './UpgradeRouteQuery.graphql';

const node: PreloadableConcreteRequest<UpgradeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "208fdbb170a5a6e92322230fea340d90cbf8d3ac9f4645f4066654d129a94010",
    "metadata": {},
    "name": "UpgradeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
