/**
 * @generated SignedSource<<5c3593a01ca22c19ae13c6d95d795d94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useStayClock_reservation$data = {
  readonly asOf: string;
  readonly nextChangeAt: string | null | undefined;
  readonly slug: string;
  readonly " $fragmentType": "useStayClock_reservation";
};
export type useStayClock_reservation$key = {
  readonly " $data"?: useStayClock_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"useStayClock_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useStayClock_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "b5bf8037e8c237cd44111a22f04474aa";

export default node;
