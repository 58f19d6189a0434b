/**
 * @generated SignedSource<<a7905c2b1f87854b4aebd517c3d0956a>>
 * @relayHash b80adcd18d153a87f6d3277185926ae3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c6416c4ba0b8f1be1239622eaf5c2d2620f392e78d370ce055a659b524a8045

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReferralRouteQuery } from './ReferralRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReferralRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2c6416c4ba0b8f1be1239622eaf5c2d2620f392e78d370ce055a659b524a8045",
    "metadata": {},
    "name": "ReferralRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
