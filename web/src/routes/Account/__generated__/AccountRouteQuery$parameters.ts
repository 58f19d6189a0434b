/**
 * @generated SignedSource<<c3eb6d26a06ce97db78301802705c9a9>>
 * @relayHash 441c8d07f0e366fe9ca30b599d1e31b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5156353f3d07ec3f5266119a06b0c45deb3653aede0df96490933059ec8b0025

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountRouteQuery } from './AccountRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccountRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5156353f3d07ec3f5266119a06b0c45deb3653aede0df96490933059ec8b0025",
    "metadata": {},
    "name": "AccountRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
