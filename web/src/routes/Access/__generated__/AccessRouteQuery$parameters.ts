/**
 * @generated SignedSource<<54ec737bfd0a45a2460d1e83863e87de>>
 * @relayHash 7203d533a03f99edfbe791d0449a43f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67a10d572ec17a692d84984a39cbefcf212d24ed22aac22959b2b55ec64f2a89

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccessRouteQuery } from './AccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "67a10d572ec17a692d84984a39cbefcf212d24ed22aac22959b2b55ec64f2a89",
    "metadata": {},
    "name": "AccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
