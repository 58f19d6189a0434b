/**
 * @generated SignedSource<<4401cc1916e6e4501d8ca48b16e85313>>
 * @relayHash d632b03643a926720f486224e572eeb6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1cc662a3c560622701480617c367c076abdeae421e36a05174861ab6f1df9c2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ChangeDatesRouteQuery } from './ChangeDatesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ChangeDatesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d1cc662a3c560622701480617c367c076abdeae421e36a05174861ab6f1df9c2",
    "metadata": {},
    "name": "ChangeDatesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
