/**
 * @generated SignedSource<<7ec5be31ea3c87110fdbfd826bfc7744>>
 * @relayHash 18ed4becec44cd942d46059916b7581b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d2703dd8585f8521ffc34b40bd1737faeb144f20dd672a926d31f8b65f31285

import type { ConcreteRequest } from 'relay-runtime';
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
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "address",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "googleMapsUrl",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "websiteUrl",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "tags",
    "storageKey": null
  }
],
v7 = {
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
      "selections": (v6/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GymPartner",
      "kind": "LinkedField",
      "name": "gym",
      "plural": false,
      "selections": (v6/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
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
                  (v7/*:: as any*/)
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "18ed4becec44cd942d46059916b7581b",
    "id": "9d2703dd8585f8521ffc34b40bd1737faeb144f20dd672a926d31f8b65f31285",
    "metadata": {},
    "name": "ExploreRouteQuery",
    "operationKind": "query",
    "text": "query ExploreRouteQuery(\n  $slug: String!\n  $hasStay: Boolean!\n) {\n  clientConfiguration {\n    bookingAppUrl\n  }\n  reservation(slug: $slug) @include(if: $hasStay) {\n    slug\n    property {\n      city\n      partnerContent {\n        breakfast {\n          name\n          description\n          address\n          googleMapsUrl\n          websiteUrl\n          tags\n        }\n        gym {\n          name\n          description\n          address\n          googleMapsUrl\n          websiteUrl\n          tags\n        }\n      }\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f67ae590e9bf5b121cdcdbf75951d41d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
