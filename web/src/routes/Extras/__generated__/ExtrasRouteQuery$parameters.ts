/**
 * @generated SignedSource<<4c67f3e5a39211537bacab1dd03be70a>>
 * @relayHash 9333d741f0f776b241b6d073c6963407
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4263cf7180b7797748ebd17d6d0931aa2222376bc641926e3a3d4aa5009443e3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExtrasRouteQuery } from './ExtrasRouteQuery.graphql';

const node: PreloadableConcreteRequest<ExtrasRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4263cf7180b7797748ebd17d6d0931aa2222376bc641926e3a3d4aa5009443e3",
    "metadata": {},
    "name": "ExtrasRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
