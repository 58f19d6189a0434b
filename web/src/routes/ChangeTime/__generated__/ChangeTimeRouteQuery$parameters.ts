/**
 * @generated SignedSource<<0d16e27dfa7394e2afdab2cd1620863a>>
 * @relayHash 7b0e20cb76c4394b0dc7c9b1ee0ead96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7a5c29585743668a06acb7f64057aca5ddf95deee8fb31fc311d16a8290ac97

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ChangeTimeRouteQuery } from './ChangeTimeRouteQuery.graphql';

const node: PreloadableConcreteRequest<ChangeTimeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d7a5c29585743668a06acb7f64057aca5ddf95deee8fb31fc311d16a8290ac97",
    "metadata": {},
    "name": "ChangeTimeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
