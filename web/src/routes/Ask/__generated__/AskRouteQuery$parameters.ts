/**
 * @generated SignedSource<<43ab62a07b3030d852f54bc82039eaad>>
 * @relayHash d372178e027ff3e153debd00522857db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 759bbec9a5956024746373fa038bc5ae79f696848218ab6863450f48c0287b0a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AskRouteQuery } from './AskRouteQuery.graphql';

const node: PreloadableConcreteRequest<AskRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "759bbec9a5956024746373fa038bc5ae79f696848218ab6863450f48c0287b0a",
    "metadata": {},
    "name": "AskRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
