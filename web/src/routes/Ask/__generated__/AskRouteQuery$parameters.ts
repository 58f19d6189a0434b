/**
 * @generated SignedSource<<b2b245f220c820974da7f7e65669bcd1>>
 * @relayHash 27543d3e79ef2b96d8060252adfd6988
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eaaff4dac1667cbcd7e62563a01a7bece8c1731771bebc717054afa770f623d1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AskRouteQuery } from './AskRouteQuery.graphql';

const node: PreloadableConcreteRequest<AskRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "eaaff4dac1667cbcd7e62563a01a7bece8c1731771bebc717054afa770f623d1",
    "metadata": {},
    "name": "AskRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
