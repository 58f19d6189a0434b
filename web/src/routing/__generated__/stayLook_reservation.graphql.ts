/**
 * @generated SignedSource<<4b97a72bc979eec17c490a69dade1cea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type stayLook_reservation$data = {
  readonly property: {
    readonly isWhiteLabel: boolean;
  };
  readonly " $fragmentType": "stayLook_reservation";
};
export type stayLook_reservation$key = {
  readonly " $data"?: stayLook_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"stayLook_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "stayLook_reservation",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "9a66322bf3c712b08163616d712588c9";

export default node;
