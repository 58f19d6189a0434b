/**
 * @generated SignedSource<<89cb6162810dc2e2eaa78e57063249f6>>
 * @relayHash 5d715f8746332c4ccef5778b053a86cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e504fa7a41211b6fef17eb4899e749f97d7df2a9ed980ca850c4f04f2b42840c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CheckOutRouteQuery } from './CheckOutRouteQuery.graphql';

const node: PreloadableConcreteRequest<CheckOutRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e504fa7a41211b6fef17eb4899e749f97d7df2a9ed980ca850c4f04f2b42840c",
    "metadata": {},
    "name": "CheckOutRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
