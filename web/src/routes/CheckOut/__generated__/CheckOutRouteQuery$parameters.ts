/**
 * @generated SignedSource<<626bbbe77eccc6a62a77e6ac204f48a4>>
 * @relayHash f966ddbb7ac389daf513f27910822757
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4dfb2630c2de460063c2e335aba78002449a07a9c9698e0623d95502b99a1d9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CheckOutRouteQuery } from './CheckOutRouteQuery.graphql';

const node: PreloadableConcreteRequest<CheckOutRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f4dfb2630c2de460063c2e335aba78002449a07a9c9698e0623d95502b99a1d9",
    "metadata": {},
    "name": "CheckOutRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
