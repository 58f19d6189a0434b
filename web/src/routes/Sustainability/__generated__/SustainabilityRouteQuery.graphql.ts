/**
 * @generated SignedSource<<a0ffb3c73b6c7b87380a1cd081243ace>>
 * @relayHash b9c570e7480d6c38b31ff7f65f4630c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82b481db19923356d7898f7f8b37ddfe92801ad527b0d3f6390f613367a933a5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
    readonly " $fragmentSpreads": FragmentRefs<"stayLook_reservation">;
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "stayLook_reservation"
          },
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isWhiteLabel",
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
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
    "cacheID": "b9c570e7480d6c38b31ff7f65f4630c0",
    "id": "82b481db19923356d7898f7f8b37ddfe92801ad527b0d3f6390f613367a933a5",
    "metadata": {},
    "name": "SustainabilityRouteQuery",
    "operationKind": "query",
    "text": "query SustainabilityRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    unitKind\n    nightsCount\n    unit {\n      emissionsCo2ePerNight\n    }\n    unitCategory {\n      name\n      emissionsCo2ePerNight\n      id\n    }\n    id\n  }\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9fd80305331c4b248ff275fb5dcdf50e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
