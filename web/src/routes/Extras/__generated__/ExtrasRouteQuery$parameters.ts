/**
 * @generated SignedSource<<37f3b3bca0d541dff691214a69015c29>>
 * @relayHash 5abf105ce57d6006d0518562ad8832bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 674256bb98c4d07474eb18eb975e8ce8703744d4b3c6893f4e3071e220d27384

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExtrasRouteQuery } from './ExtrasRouteQuery.graphql';

const node: PreloadableConcreteRequest<ExtrasRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "674256bb98c4d07474eb18eb975e8ce8703744d4b3c6893f4e3071e220d27384",
    "metadata": {},
    "name": "ExtrasRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
