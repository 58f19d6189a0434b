/**
 * @generated SignedSource<<2da173d5553ed260b160e6dcc4f4c49d>>
 * @relayHash ef41c71f075bc0d674887918aa7a2063
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81cfd631d4a4038da2b596a5e1fec71cc651b4f648454e6d4ec63c42720cc88b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DailyProductRouteQuery } from './DailyProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<DailyProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "81cfd631d4a4038da2b596a5e1fec71cc651b4f648454e6d4ec63c42720cc88b",
    "metadata": {},
    "name": "DailyProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
