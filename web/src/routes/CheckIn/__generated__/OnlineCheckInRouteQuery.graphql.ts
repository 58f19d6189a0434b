/**
 * @generated SignedSource<<12169f5c181f4a38624d30fd0661617b>>
 * @relayHash 2be156fd7521fa02cabdde238f33cc66
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d7a404afb4a2b5037c9045086e595f61e2fa21c1773a065f91563e0346088a9

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CheckInStep = "CHECK_IN_COMPLETED" | "GUEST_DETAILS_REQUIRED" | "ID_VERIFICATION_REQUIRED" | "%future added value";
export type IdVerificationState = "APPROVED" | "BANNED" | "DECLINED" | "NOT_REQUIRED" | "REQUIRED" | "%future added value";
export type ReservationPageState = "ACTIVE" | "EXPIRED" | "%future added value";
export type OnlineCheckInRouteQuery$variables = {
  slug: string;
};
export type OnlineCheckInRouteQuery$data = {
  readonly reservation: {
    readonly checkInState: {
      readonly idVerificationState: IdVerificationState;
      readonly state: CheckInStep;
    };
    readonly confirmationNumber: string;
    readonly pageState: ReservationPageState;
    readonly property: {
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"ContactOptions_property">;
    };
    readonly slug: string;
  } | null | undefined;
};
export type OnlineCheckInRouteQuery = {
  response: OnlineCheckInRouteQuery$data;
  variables: OnlineCheckInRouteQuery$variables;
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
  "name": "pageState",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "confirmationNumber",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "ReservationCheckInState",
  "kind": "LinkedField",
  "name": "checkInState",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idVerificationState",
      "storageKey": null
    }
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
    "name": "OnlineCheckInRouteQuery",
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
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContactOptions_property"
              }
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
    "name": "OnlineCheckInRouteQuery",
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
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PropertyContacts",
                "kind": "LinkedField",
                "name": "contacts",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "whatsappNumber",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
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
    "cacheID": "2be156fd7521fa02cabdde238f33cc66",
    "id": "6d7a404afb4a2b5037c9045086e595f61e2fa21c1773a065f91563e0346088a9",
    "metadata": {},
    "name": "OnlineCheckInRouteQuery",
    "operationKind": "query",
    "text": "query OnlineCheckInRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    slug\n    pageState\n    confirmationNumber\n    checkInState {\n      state\n      idVerificationState\n    }\n    property {\n      name\n      ...ContactOptions_property\n      id\n    }\n    id\n  }\n}\n\nfragment ContactOptions_property on Property {\n  contacts {\n    phone\n    whatsappNumber\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b62d8aa5f6ced1b0b38c3d0a87e73cc";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
