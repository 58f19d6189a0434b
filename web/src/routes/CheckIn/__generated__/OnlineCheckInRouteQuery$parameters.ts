/**
 * @generated SignedSource<<d7f974096b357ee1763994af5b17974a>>
 * @relayHash 5744c70b4ce88bcfb47cbc8e4373f262
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4c632f3bb1e570d6c40a14686052f9acc0d14a4a3725c6009bf6ced63be4d75

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OnlineCheckInRouteQuery } from './OnlineCheckInRouteQuery.graphql';

const node: PreloadableConcreteRequest<OnlineCheckInRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b4c632f3bb1e570d6c40a14686052f9acc0d14a4a3725c6009bf6ced63be4d75",
    "metadata": {},
    "name": "OnlineCheckInRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
