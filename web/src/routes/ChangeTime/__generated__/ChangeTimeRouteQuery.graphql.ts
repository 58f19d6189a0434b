/**
 * @generated SignedSource<<619cfe810d101daca3d4881f37e8f154>>
 * @relayHash 7b0e20cb76c4394b0dc7c9b1ee0ead96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7a5c29585743668a06acb7f64057aca5ddf95deee8fb31fc311d16a8290ac97

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChangeTimeRouteQuery$variables = {
  slug: string;
};
export type ChangeTimeRouteQuery$data = {
  readonly reservation: {
    readonly arrivalTime: string;
    readonly departureTime: string;
    readonly earlyCheckInAvailability: {
      readonly timeslots: ReadonlyArray<{
        readonly timeslotId: string;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"TimeChoice_availability">;
    } | null | undefined;
    readonly endDate: string;
    readonly hasStarted: boolean;
    readonly isCancelled: boolean;
    readonly isCheckedOut: boolean;
    readonly lateCheckOutAvailability: {
      readonly timeslots: ReadonlyArray<{
        readonly timeslotId: string;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"TimeChoice_availability">;
    } | null | undefined;
    readonly property: {
      readonly timeZone: string;
    };
    readonly slug: string;
    readonly startDate: string;
  } | null | undefined;
};
export type ChangeTimeRouteQuery = {
  response: ChangeTimeRouteQuery$data;
  variables: ChangeTimeRouteQuery$variables;
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
  "name": "startDate",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "arrivalTime",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "departureTime",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasStarted",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCancelled",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCheckedOut",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeslotId",
  "storageKey": null
},
v12 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ArrivalDepartureTimeslot",
    "kind": "LinkedField",
    "name": "timeslots",
    "plural": true,
    "selections": [
      (v11/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "TimeChoice_availability"
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ArrivalDepartureTimeslot",
    "kind": "LinkedField",
    "name": "timeslots",
    "plural": true,
    "selections": [
      (v11/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "time",
        "storageKey": null
      },
      (v3/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "price",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "decimalAmount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currencyCode",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChangeTimeRouteQuery",
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
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TimeslotAvailability",
            "kind": "LinkedField",
            "name": "earlyCheckInAvailability",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TimeslotAvailability",
            "kind": "LinkedField",
            "name": "lateCheckOutAvailability",
            "plural": false,
            "selections": (v12/*:: as any*/),
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
    "name": "ChangeTimeRouteQuery",
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
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TimeslotAvailability",
            "kind": "LinkedField",
            "name": "earlyCheckInAvailability",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TimeslotAvailability",
            "kind": "LinkedField",
            "name": "lateCheckOutAvailability",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7b0e20cb76c4394b0dc7c9b1ee0ead96",
    "id": "d7a5c29585743668a06acb7f64057aca5ddf95deee8fb31fc311d16a8290ac97",
    "metadata": {},
    "name": "ChangeTimeRouteQuery",
    "operationKind": "query",
    "text": "query ChangeTimeRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    slug\n    startDate\n    endDate\n    arrivalTime\n    departureTime\n    hasStarted\n    isCancelled\n    isCheckedOut\n    property {\n      timeZone\n      id\n    }\n    earlyCheckInAvailability {\n      timeslots {\n        timeslotId\n      }\n      ...TimeChoice_availability\n    }\n    lateCheckOutAvailability {\n      timeslots {\n        timeslotId\n      }\n      ...TimeChoice_availability\n    }\n    id\n  }\n}\n\nfragment Price_money on Money {\n  decimalAmount\n  currencyCode\n}\n\nfragment TimeChoice_availability on TimeslotAvailability {\n  price {\n    ...Price_money\n  }\n  timeslots {\n    time\n    startDate\n  }\n}\n"
  }
};
})();

(node as any).hash = "1067d229bd703ce77db68ff59cc7166e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
