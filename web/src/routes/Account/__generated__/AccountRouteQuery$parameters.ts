/**
 * @generated SignedSource<<f31ae06b59d12187ccf1251fcd80fa95>>
 * @relayHash 0f92152696f2abb036f9254afa39f7a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a4fd8a06493ed05851577357e58e16fd50e8608759ac6c2b038905b815cc564

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountRouteQuery } from './AccountRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccountRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0a4fd8a06493ed05851577357e58e16fd50e8608759ac6c2b038905b815cc564",
    "metadata": {},
    "name": "AccountRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
