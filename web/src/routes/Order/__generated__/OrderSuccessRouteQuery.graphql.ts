/**
 * @generated SignedSource<<c12e5e02b956f611f0d8dcdd9c0c73c2>>
 * @relayHash 541b4d6c97b359eaaf70e9e8f267ff73
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70aff8af994d15bd7ddc0597425b200900a14b9ebe11f433d9fb9b7588a54c45

import type { ConcreteRequest } from 'relay-runtime';
export type OrderSuccessRouteQuery$variables = {
  slug: string;
};
export type OrderSuccessRouteQuery$data = {
  readonly reservation: {
    readonly property: {
      readonly timeZone: string;
    };
    readonly slug: string;
  } | null | undefined;
};
export type OrderSuccessRouteQuery = {
  response: OrderSuccessRouteQuery$data;
  variables: OrderSuccessRouteQuery$variables;
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
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v4 = {
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
    "name": "OrderSuccessRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
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
    "name": "OrderSuccessRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "541b4d6c97b359eaaf70e9e8f267ff73",
    "id": "70aff8af994d15bd7ddc0597425b200900a14b9ebe11f433d9fb9b7588a54c45",
    "metadata": {},
    "name": "OrderSuccessRouteQuery",
    "operationKind": "query",
    "text": "query OrderSuccessRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    slug\n    property {\n      timeZone\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6140f8cf9f77432b05f9614428039077";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
