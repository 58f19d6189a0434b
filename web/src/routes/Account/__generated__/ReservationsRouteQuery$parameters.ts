/**
 * @generated SignedSource<<56528a4de6c7a9bd9a5c524e3d7af5be>>
 * @relayHash 350d26fe63356dd8e2433af4400deeef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce066e814de6fd62bc3b78af11ec294fc2760bbec5a8f4c76158d490665d5b83

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReservationsRouteQuery } from './ReservationsRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReservationsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ce066e814de6fd62bc3b78af11ec294fc2760bbec5a8f4c76158d490665d5b83",
    "metadata": {},
    "name": "ReservationsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
