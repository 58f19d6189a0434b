/**
 * @generated SignedSource<<a32a7893c679ca251413c708da869f7d>>
 * @relayHash 7217a54758faae5b186ea24570808211
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b913544efdc714e0da5fcee23eedbc4e178323bdbb3a9572083e227a99a6721

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExploreRouteQuery } from './ExploreRouteQuery.graphql';

const node: PreloadableConcreteRequest<ExploreRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5b913544efdc714e0da5fcee23eedbc4e178323bdbb3a9572083e227a99a6721",
    "metadata": {},
    "name": "ExploreRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
