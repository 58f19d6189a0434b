/**
 * @generated SignedSource<<ad1a58beca7f8f72229eaf84ac7ec968>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StayUnitKind = "APARTMENT" | "ROOM" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CheckedOut_reservation$data = {
  readonly accessAfterCheckOut: {
    readonly buildingUntil: string;
    readonly unitUntil: string;
  } | null | undefined;
  readonly property: {
    readonly timeZone: string;
  };
  readonly unitKind: StayUnitKind;
  readonly " $fragmentType": "CheckedOut_reservation";
};
export type CheckedOut_reservation$key = {
  readonly " $data"?: CheckedOut_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckedOut_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckedOut_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitKind",
      "storageKey": null
    },
    {
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
          "name": "timeZone",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "85e66f4cfc2e9f575c152f0cec982bd1";

export default node;
