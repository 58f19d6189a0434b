/**
 * @generated SignedSource<<ae88107f2b043f3b1314f200474c3beb>>
 * @relayHash ee97826d83ffa7230268d35a4e9743ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f65b79973b6e4168ea88ec8db61b06287f6da535ea1e53c9c363ca26734dbed4

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlanRouteQuery$variables = {
  byKey: boolean;
  propertyKey: string;
  slug: string;
};
export type PlanRouteQuery$data = {
  readonly property?: {
    readonly city: string;
    readonly name: string;
    readonly partnerContent: {
      readonly breakfast: {
        readonly address: string;
        readonly description: string;
        readonly googleMapsUrl: string;
        readonly name: string;
        readonly tags: ReadonlyArray<string>;
        readonly websiteUrl: string;
      } | null | undefined;
      readonly gym: {
        readonly accessGuidelines: string;
        readonly address: string;
        readonly description: string;
        readonly googleMapsUrl: string;
        readonly name: string;
        readonly tags: ReadonlyArray<string>;
        readonly websiteUrl: string;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly reservation?: {
    readonly property: {
      readonly city: string;
      readonly name: string;
      readonly partnerContent: {
        readonly breakfast: {
          readonly address: string;
          readonly description: string;
          readonly googleMapsUrl: string;
          readonly name: string;
          readonly tags: ReadonlyArray<string>;
          readonly websiteUrl: string;
        } | null | undefined;
        readonly gym: {
          readonly accessGuidelines: string;
          readonly address: string;
          readonly description: string;
          readonly googleMapsUrl: string;
          readonly name: string;
          readonly tags: ReadonlyArray<string>;
          readonly websiteUrl: string;
        } | null | undefined;
      } | null | undefined;
    };
    readonly " $fragmentSpreads": FragmentRefs<"stayLook_reservation">;
  } | null | undefined;
};
export type PlanRouteQuery = {
  response: PlanRouteQuery$data;
  variables: PlanRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byKey"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "propertyKey"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "googleMapsUrl",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "websiteUrl",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tags",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerContent",
  "kind": "LinkedField",
  "name": "partnerContent",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PartnerVenue",
      "kind": "LinkedField",
      "name": "breakfast",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        (v10/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GymPartner",
      "kind": "LinkedField",
      "name": "gym",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        (v10/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accessGuidelines",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v11/*:: as any*/)
],
v13 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "propertyKey"
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlanRouteQuery",
    "selections": [
      {
        "condition": "byKey",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Property",
                "kind": "LinkedField",
                "name": "property",
                "plural": false,
                "selections": (v12/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "byKey",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PlanRouteQuery",
    "selections": [
      {
        "condition": "byKey",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
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
                  (v14/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "byKey",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v11/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "ee97826d83ffa7230268d35a4e9743ef",
    "id": "f65b79973b6e4168ea88ec8db61b06287f6da535ea1e53c9c363ca26734dbed4",
    "metadata": {},
    "name": "PlanRouteQuery",
    "operationKind": "query",
    "text": "query PlanRouteQuery(\n  $slug: String!\n  $propertyKey: String!\n  $byKey: Boolean!\n) {\n  reservation(slug: $slug) @skip(if: $byKey) {\n    ...stayLook_reservation\n    property {\n      name\n      city\n      partnerContent {\n        breakfast {\n          name\n          description\n          address\n          googleMapsUrl\n          websiteUrl\n          tags\n        }\n        gym {\n          name\n          description\n          address\n          googleMapsUrl\n          websiteUrl\n          tags\n          accessGuidelines\n        }\n      }\n      id\n    }\n    id\n  }\n  property(key: $propertyKey) @include(if: $byKey) {\n    name\n    city\n    partnerContent {\n      breakfast {\n        name\n        description\n        address\n        googleMapsUrl\n        websiteUrl\n        tags\n      }\n      gym {\n        name\n        description\n        address\n        googleMapsUrl\n        websiteUrl\n        tags\n        accessGuidelines\n      }\n    }\n    id\n  }\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "49bf62644449b33f47f9b6c4246edc33";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
