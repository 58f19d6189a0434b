/**
 * @generated SignedSource<<bca730e9f32441f5703065f5aafd2564>>
 * @relayHash 9397087a73fede6aa3818061efdbc1e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2888f3ab132606c68e8e1a08b589fc7b70c7675211bfa2879f2cca69945a965

import type { ConcreteRequest } from 'relay-runtime';
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
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
    readonly unitKind: StayUnitKind;
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
  "name": "unitKind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nightsCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emissionsCo2ePerNight",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "LivingUnit",
  "kind": "LinkedField",
  "name": "unit",
  "plural": false,
  "selections": [
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
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
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UnitCategory",
            "kind": "LinkedField",
            "name": "unitCategory",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v4/*:: as any*/)
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
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "UnitCategory",
            "kind": "LinkedField",
            "name": "unitCategory",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v4/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9397087a73fede6aa3818061efdbc1e5",
    "id": "a2888f3ab132606c68e8e1a08b589fc7b70c7675211bfa2879f2cca69945a965",
    "metadata": {},
    "name": "SustainabilityRouteQuery",
    "operationKind": "query",
    "text": "query SustainabilityRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    unitKind\n    nightsCount\n    unit {\n      emissionsCo2ePerNight\n    }\n    unitCategory {\n      name\n      emissionsCo2ePerNight\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "347852c4ed28edb1a886717d90c32030";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
