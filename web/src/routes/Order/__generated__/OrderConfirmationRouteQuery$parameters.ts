/**
 * @generated SignedSource<<67bd663b2fe04eaf2068c5d376ca97f6>>
 * @relayHash ffa1755db405740fdcb4c5944c2cabce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c4832505667947b70a755ff890a2efeb60f7d71e2bd86fa8ea039223d3a8c3e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderConfirmationRouteQuery } from './OrderConfirmationRouteQuery.graphql';

const node: PreloadableConcreteRequest<OrderConfirmationRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7c4832505667947b70a755ff890a2efeb60f7d71e2bd86fa8ea039223d3a8c3e",
    "metadata": {},
    "name": "OrderConfirmationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
