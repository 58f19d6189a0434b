/**
 * @generated SignedSource<<ff7df2954728e35043c4896693ce28b9>>
 * @relayHash 7a98a0c2badb18cc153530150139c337
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba0b5c85f3848af6e956a109692c01421f5eb601cf22f8768c5d3385547c63e6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { RewardsRouteQuery } from './RewardsRouteQuery.graphql';

const node: PreloadableConcreteRequest<RewardsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ba0b5c85f3848af6e956a109692c01421f5eb601cf22f8768c5d3385547c63e6",
    "metadata": {},
    "name": "RewardsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
