/**
 * @generated SignedSource<<ca6a9ce1065a410fd98438f4753af5a4>>
 * @relayHash 2967cfc8708439d3b4d96efd43f1ee63
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 330d3cdf0d9dd75ed0f95d5229946358a0f614f1f287a8dee6cdc2fb2a2cfb8f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExploreRouteQuery$variables = {
  hasStay: boolean;
  slug: string;
};
export type ExploreRouteQuery$data = {
  readonly clientConfiguration: {
    readonly bookingAppUrl: string;
  };
  readonly reservation?: {
    readonly property: {
      readonly city: string;
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
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"stayLook_reservation">;
  } | null | undefined;
};
export type ExploreRouteQuery = {
  response: ExploreRouteQuery$data;
  variables: ExploreRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasStay"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "ClientConfiguration",
  "kind": "LinkedField",
  "name": "clientConfiguration",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bookingAppUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
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
  "name": "slug",
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
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "googleMapsUrl",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "websiteUrl",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tags",
  "storageKey": null
},
v12 = {
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
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        (v10/*:: as any*/),
        (v11/*:: as any*/)
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
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        (v10/*:: as any*/),
        (v11/*:: as any*/),
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
v13 = {
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExploreRouteQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "condition": "hasStay",
        "kind": "Condition",
        "passingValue": true,
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
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Property",
                "kind": "LinkedField",
                "name": "property",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ExploreRouteQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "condition": "hasStay",
        "kind": "Condition",
        "passingValue": true,
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
                  (v13/*:: as any*/),
                  (v5/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "2967cfc8708439d3b4d96efd43f1ee63",
    "id": "330d3cdf0d9dd75ed0f95d5229946358a0f614f1f287a8dee6cdc2fb2a2cfb8f",
    "metadata": {},
    "name": "ExploreRouteQuery",
    "operationKind": "query",
    "text": "query ExploreRouteQuery(\n  $slug: String!\n  $hasStay: Boolean!\n) {\n  clientConfiguration {\n    bookingAppUrl\n  }\n  reservation(slug: $slug) @include(if: $hasStay) {\n    ...stayLook_reservation\n    slug\n    property {\n      city\n      partnerContent {\n        breakfast {\n          name\n          description\n          address\n          googleMapsUrl\n          websiteUrl\n          tags\n        }\n        gym {\n          name\n          description\n          address\n          googleMapsUrl\n          websiteUrl\n          tags\n          accessGuidelines\n        }\n      }\n      id\n    }\n    id\n  }\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "29591f2649a03fbd575794bd54bc33f0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
