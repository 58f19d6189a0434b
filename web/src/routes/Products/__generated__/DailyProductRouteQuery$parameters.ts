/**
 * @generated SignedSource<<4d49174979dcd33ab99559dbb9f557df>>
 * @relayHash db42ded5741b3698ce359e62520b1887
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 431c161c0cfa8bc1e466d48e5b31e184aa59acbab87d87af6ee47ec7862398c5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DailyProductRouteQuery } from './DailyProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<DailyProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "431c161c0cfa8bc1e466d48e5b31e184aa59acbab87d87af6ee47ec7862398c5",
    "metadata": {},
    "name": "DailyProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
