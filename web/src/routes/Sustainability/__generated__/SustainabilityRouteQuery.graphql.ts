/**
 * @generated SignedSource<<c56ec9800a549510c7c0622e650e4b9a>>
 * @relayHash 8d459b4fc2ba393bb2277fca819b030a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 558feebd005179f65a1cc08b294f12b11e42856c6ae4a20ccb4c88bd551e5820

import type { ConcreteRequest } from 'relay-runtime';
export type SustainabilityRouteQuery$variables = {
  slug: string;
};
export type SustainabilityRouteQuery$data = {
  readonly reservation: {
    readonly nightsCount: number;
    readonly unit: {
      readonly emissionsCo2ePerNight: number | null | undefined;
    } | null | undefined;
    readonly unitCategory: {
      readonly emissionsCo2ePerNight: number | null | undefined;
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
};
export type SustainabilityRouteQuery = {
  response: SustainabilityRouteQuery$data;
  variables: SustainabilityRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nightsCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emissionsCo2ePerNight",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "LivingUnit",
  "kind": "LinkedField",
  "name": "unit",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SustainabilityRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UnitCategory",
            "kind": "LinkedField",
            "name": "unitCategory",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SustainabilityRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UnitCategory",
            "kind": "LinkedField",
            "name": "unitCategory",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v3/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8d459b4fc2ba393bb2277fca819b030a",
    "id": "558feebd005179f65a1cc08b294f12b11e42856c6ae4a20ccb4c88bd551e5820",
    "metadata": {},
    "name": "SustainabilityRouteQuery",
    "operationKind": "query",
    "text": "query SustainabilityRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    nightsCount\n    unit {\n      emissionsCo2ePerNight\n    }\n    unitCategory {\n      name\n      emissionsCo2ePerNight\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c598d1861a965a5084d0bbdd2a0231e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
