/**
 * @generated SignedSource<<261d364f7b2131a4074d4d532e4b923c>>
 * @relayHash 35efec3ddf2f3992ea4fdcaffa030208
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 723df1455d9deb40349f28e46195e3c64899453439cfcb242029bb565801a1d1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DailyProductRouteQuery } from './DailyProductRouteQuery.graphql';

const node: PreloadableConcreteRequest<DailyProductRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "723df1455d9deb40349f28e46195e3c64899453439cfcb242029bb565801a1d1",
    "metadata": {},
    "name": "DailyProductRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
