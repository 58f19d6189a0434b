/**
 * @generated SignedSource<<48aa2e7c11888319ca52987492919584>>
 * @relayHash 11156e26d7865d865097bb4c4091b347
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e919549e166ccbc86eebf516f4c9717075adb1f94255ef0d7558c5c7bb878227

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExtrasRouteQuery } from './ExtrasRouteQuery.graphql';

const node: PreloadableConcreteRequest<ExtrasRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e919549e166ccbc86eebf516f4c9717075adb1f94255ef0d7558c5c7bb878227",
    "metadata": {},
    "name": "ExtrasRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
