/**
 * @generated SignedSource<<e719aa965b0e0c57ecfd1d204befba20>>
 * @relayHash 17b8c963a7a5e9da5ad79af0c0c4a202
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c99476a832d9f6e82e2be46b1e824204623786b76ab5541a6e96037a96518b66

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ChangeDatesRouteQuery } from './ChangeDatesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ChangeDatesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c99476a832d9f6e82e2be46b1e824204623786b76ab5541a6e96037a96518b66",
    "metadata": {},
    "name": "ChangeDatesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
