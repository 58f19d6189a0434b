/**
 * @generated SignedSource<<22eb2a12bc9c881cbbde584828f2bbc0>>
 * @relayHash 4f0c104eef702f084b29615114b4f09b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbd552b15d67130292f8094042e61ae640678ce5d9332408f2ca17d6ca06d8d3

import type { ConcreteRequest } from 'relay-runtime';
export type propertyBrandQuery$variables = {
  slug: string;
};
export type propertyBrandQuery$data = {
  readonly reservation: {
    readonly property: {
      readonly isWhiteLabel: boolean;
    };
  } | null | undefined;
};
export type propertyBrandQuery = {
  response: propertyBrandQuery$data;
  variables: propertyBrandQuery$variables;
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
  "name": "isWhiteLabel",
  "storageKey": null
},
v3 = {
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
    "name": "propertyBrandQuery",
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
              (v2/*:: as any*/)
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
    "name": "propertyBrandQuery",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4f0c104eef702f084b29615114b4f09b",
    "id": "cbd552b15d67130292f8094042e61ae640678ce5d9332408f2ca17d6ca06d8d3",
    "metadata": {},
    "name": "propertyBrandQuery",
    "operationKind": "query",
    "text": "query propertyBrandQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    property {\n      isWhiteLabel\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9ed5980c4d0adc60631a479c907a0291";

export default node;
