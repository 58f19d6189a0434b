/**
 * @generated SignedSource<<79d628db1f90e81ee3abbb806a18996e>>
 * @relayHash 9397087a73fede6aa3818061efdbc1e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2888f3ab132606c68e8e1a08b589fc7b70c7675211bfa2879f2cca69945a965

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SustainabilityRouteQuery } from './SustainabilityRouteQuery.graphql';

const node: PreloadableConcreteRequest<SustainabilityRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a2888f3ab132606c68e8e1a08b589fc7b70c7675211bfa2879f2cca69945a965",
    "metadata": {},
    "name": "SustainabilityRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
