/**
 * @generated SignedSource<<ca8ea23b9d61a7cff0df6248e9c561ca>>
 * @relayHash 7c3066141c00c7826bdbc4e221ad0ea7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e2ddb791591b8cad73b1c5adb7b2fa87784bc3be8f971315ee3e38ef297efea

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UpgradeRouteQuery } from './UpgradeRouteQuery.graphql';

const node: PreloadableConcreteRequest<UpgradeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4e2ddb791591b8cad73b1c5adb7b2fa87784bc3be8f971315ee3e38ef297efea",
    "metadata": {},
    "name": "UpgradeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
