/**
 * @generated SignedSource<<add7e3ff3893242cd74a7082b06f7b7a>>
 * @relayHash a9ea67072b6c4d370fe464ed61871ddc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 600c5f7795f9084fe413b6747a30e359ae3412580cfd055a59b3d0c2a56b2b46

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccessRouteQuery } from './AccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "600c5f7795f9084fe413b6747a30e359ae3412580cfd055a59b3d0c2a56b2b46",
    "metadata": {},
    "name": "AccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
