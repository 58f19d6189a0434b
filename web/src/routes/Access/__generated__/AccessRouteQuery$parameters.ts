/**
 * @generated SignedSource<<bf9aa262ca8f560acf54690bc3463d19>>
 * @relayHash 521674e2ffc0d040ff989715f5c12afb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4040784c5d324da096bc006a6634fdbb1fddf2403e1161ecfe2a6b9ef1088295

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccessRouteQuery } from './AccessRouteQuery.graphql';

const node: PreloadableConcreteRequest<AccessRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4040784c5d324da096bc006a6634fdbb1fddf2403e1161ecfe2a6b9ef1088295",
    "metadata": {},
    "name": "AccessRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
