/**
 * @generated SignedSource<<b1e1ad5680a594d8815d470e35bdef7a>>
 * @relayHash 0b899b2aa381f74f7cfc5a53dc8b2c0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ccea4cd88a79bff7ed9bd87901dbc24696860dc3e59094ef7e25eb9b3c0155e6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PayBalanceRouteQuery } from './PayBalanceRouteQuery.graphql';

const node: PreloadableConcreteRequest<PayBalanceRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ccea4cd88a79bff7ed9bd87901dbc24696860dc3e59094ef7e25eb9b3c0155e6",
    "metadata": {},
    "name": "PayBalanceRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
