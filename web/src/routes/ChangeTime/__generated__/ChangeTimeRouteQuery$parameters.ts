/**
 * @generated SignedSource<<3834bae5be3ab35ca395cc6f4cb3c9f5>>
 * @relayHash f03566bbe77bcf2635ab33acf2c13db0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5d8e8064c88b9c0c65e3c5306759245425138a16209e9d7825aad064532acfa

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ChangeTimeRouteQuery } from './ChangeTimeRouteQuery.graphql';

const node: PreloadableConcreteRequest<ChangeTimeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f5d8e8064c88b9c0c65e3c5306759245425138a16209e9d7825aad064532acfa",
    "metadata": {},
    "name": "ChangeTimeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
