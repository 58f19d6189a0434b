/**
 * @generated SignedSource<<e5263c8bbfdc637c40ca03abbc206566>>
 * @relayHash 61af0824c6f2aa4a589459c84551ba9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e6ee3aec23e8589fda1c7d820ec68f7aca4a363829c5d77d8c065861d79b634

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OnlineCheckInRouteQuery } from './OnlineCheckInRouteQuery.graphql';

const node: PreloadableConcreteRequest<OnlineCheckInRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9e6ee3aec23e8589fda1c7d820ec68f7aca4a363829c5d77d8c065861d79b634",
    "metadata": {},
    "name": "OnlineCheckInRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
