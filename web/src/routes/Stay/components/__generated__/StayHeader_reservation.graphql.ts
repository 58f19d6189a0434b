/**
 * @generated SignedSource<<7e6ae9af21c86fc1a4d08e51f735ce7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LivingUnitType = "APARTMENT" | "DORMITORY" | "ROOM" | "SUITE" | "UNKNOWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StayHeader_reservation$data = {
  readonly confirmationNumber: string;
  readonly property: {
    readonly city: string;
    readonly name: string;
  };
  readonly unit: {
    readonly floor: string | null | undefined;
    readonly images: ReadonlyArray<{
      readonly isPlaceholder: boolean;
      readonly url: string;
    }>;
    readonly name: string | null | undefined;
    readonly number: string | null | undefined;
    readonly type: LivingUnitType;
  } | null | undefined;
  readonly unitCategory: {
    readonly images: ReadonlyArray<{
      readonly isPlaceholder: boolean;
      readonly url: string;
    }>;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "StayHeader_reservation";
};
export type StayHeader_reservation$key = {
  readonly " $data"?: StayHeader_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"StayHeader_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "images",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPlaceholder",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StayHeader_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "confirmationNumber",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LivingUnit",
      "kind": "LinkedField",
      "name": "unit",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "floor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UnitCategory",
      "kind": "LinkedField",
      "name": "unitCategory",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "591b2d660a2642e26ce0643014a872ae";

export default node;
