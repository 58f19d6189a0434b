/**
 * @generated SignedSource<<c9481b2465670e70654520799a93a5aa>>
 * @relayHash 9ec80ddb92f75e7abfcee656bd7d5b2f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32f9663db4e500f00f1296cd5d6968258b2e854deb35024f062b2aac0b5210c2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StayDatesQuery } from './StayDatesQuery.graphql';

const node: PreloadableConcreteRequest<StayDatesQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "32f9663db4e500f00f1296cd5d6968258b2e854deb35024f062b2aac0b5210c2",
    "metadata": {},
    "name": "StayDatesQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
