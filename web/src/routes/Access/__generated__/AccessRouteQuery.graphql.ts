/**
 * @generated SignedSource<<f4bfd98c79866f8dc1ed831f81841dc0>>
 * @relayHash 7203d533a03f99edfbe791d0449a43f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67a10d572ec17a692d84984a39cbefcf212d24ed22aac22959b2b55ec64f2a89

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CheckInStep = "CHECK_IN_COMPLETED" | "GUEST_DETAILS_REQUIRED" | "ID_VERIFICATION_REQUIRED" | "%future added value";
export type StayStage = "ARRIVAL_DAY" | "CANCELLED" | "CHECKED_OUT" | "DEPARTURE_DAY" | "ENDED" | "IN_HOUSE" | "UPCOMING" | "%future added value";
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
export type AccessRouteQuery$variables = {
  slug: string;
};
export type AccessRouteQuery$data = {
  readonly reservation: {
    readonly accessAfterCheckOut: {
      readonly buildingUntil: string;
      readonly unitUntil: string;
    } | null | undefined;
    readonly checkInState: {
      readonly state: CheckInStep;
    };
    readonly keys: ReadonlyArray<{
      readonly keyId: string;
      readonly " $fragmentSpreads": FragmentRefs<"DoorKeyCard_key">;
    }>;
    readonly property: {
      readonly timeZone: string;
      readonly " $fragmentSpreads": FragmentRefs<"PropertyNotices_property">;
    };
    readonly slug: string;
    readonly stage: StayStage;
    readonly unitKind: StayUnitKind;
    readonly " $fragmentSpreads": FragmentRefs<"AccessMore_reservation" | "stayLook_reservation" | "useStayClock_reservation">;
  } | null | undefined;
};
export type AccessRouteQuery = {
  response: AccessRouteQuery$data;
  variables: AccessRouteQuery$variables;
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
  "name": "stage",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitKind",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "AccessAfterCheckOut",
  "kind": "LinkedField",
  "name": "accessAfterCheckOut",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buildingUntil",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
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
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "keyId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccessRouteQuery",
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
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccessMore_reservation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useStayClock_reservation"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DoorKey",
            "kind": "LinkedField",
            "name": "keys",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DoorKeyCard_key"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Property",
            "kind": "LinkedField",
            "name": "property",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PropertyNotices_property"
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
    "name": "AccessRouteQuery",
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
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "entrance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HelpContent",
                "kind": "LinkedField",
                "name": "helpContent",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AccessGuide",
                    "kind": "LinkedField",
                    "name": "accessGuides",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "guideId",
                        "storageKey": null
                      },
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
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
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PropertyNotice",
                "kind": "LinkedField",
                "name": "notices",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "noticeId",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startsOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endsOn",
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReservationIntegrations",
            "kind": "LinkedField",
            "name": "integrations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WirelessAccessPoint",
                "kind": "LinkedField",
                "name": "wifi",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ssid",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "password",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CommonDoor",
                "kind": "LinkedField",
                "name": "commonDoors",
                "plural": true,
                "selections": [
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "floorNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "signText",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "asOf",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextChangeAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DoorKey",
            "kind": "LinkedField",
            "name": "keys",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accessType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "validFrom",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "validTo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keypadButton",
                "storageKey": null
              },
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "KeyUnavailability",
                "kind": "LinkedField",
                "name": "unavailability",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "availableAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7203d533a03f99edfbe791d0449a43f1",
    "id": "67a10d572ec17a692d84984a39cbefcf212d24ed22aac22959b2b55ec64f2a89",
    "metadata": {},
    "name": "AccessRouteQuery",
    "operationKind": "query",
    "text": "query AccessRouteQuery(\n  $slug: String!\n) {\n  reservation(slug: $slug) {\n    ...stayLook_reservation\n    slug\n    stage\n    unitKind\n    accessAfterCheckOut {\n      unitUntil\n      buildingUntil\n    }\n    checkInState {\n      state\n    }\n    ...AccessMore_reservation\n    ...useStayClock_reservation\n    keys {\n      keyId\n      ...DoorKeyCard_key\n      id\n    }\n    property {\n      timeZone\n      ...PropertyNotices_property\n      id\n    }\n    id\n  }\n}\n\nfragment AccessGuide_property on Property {\n  entrance\n  helpContent {\n    accessGuides {\n      guideId\n      title\n      body\n      id\n    }\n    id\n  }\n}\n\nfragment AccessMore_reservation on Reservation {\n  integrations {\n    wifi {\n      ...WifiDetails_wifi\n    }\n    ...CommonDoors_integrations\n  }\n  property {\n    ...AccessGuide_property\n    ...ContactOptions_property\n    id\n  }\n}\n\nfragment CommonDoors_integrations on ReservationIntegrations {\n  commonDoors {\n    type\n    floorNumber\n    signText\n  }\n}\n\nfragment ContactOptions_property on Property {\n  contacts {\n    phone\n    whatsappNumber\n  }\n}\n\nfragment DoorKeyCard_key on DoorKey {\n  keyId\n  name\n  type\n  accessType\n  validFrom\n  validTo\n  keypadButton\n  code\n  unavailability {\n    code\n    availableAt\n  }\n}\n\nfragment PropertyNotices_property on Property {\n  notices {\n    noticeId\n    title\n    body\n    startsOn\n    endsOn\n    id\n  }\n}\n\nfragment WifiDetails_wifi on WirelessAccessPoint {\n  ssid\n  password\n}\n\nfragment stayLook_reservation on Reservation {\n  property {\n    isWhiteLabel\n    id\n  }\n}\n\nfragment useStayClock_reservation on Reservation {\n  slug\n  asOf\n  nextChangeAt\n}\n"
  }
};
})();

(node as any).hash = "0ef9716dbe791f3c7a633ef186a4cef4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
