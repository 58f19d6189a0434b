/**
 * @generated SignedSource<<0360da1767223e8cbdf801cfbec141db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type GymAccessType = "ACCESS_CARD" | "IN_APP" | "IN_BUILDING" | "IN_BUILDING_WITHOUT_CODE" | "ON_DEMAND" | "UNKNOWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type GymAccess_gym$data = {
  readonly accessGuidelines: string;
  readonly accessType: GymAccessType;
  readonly " $fragmentType": "GymAccess_gym";
};
export type GymAccess_gym$key = {
  readonly " $data"?: GymAccess_gym$data;
  readonly " $fragmentSpreads": FragmentRefs<"GymAccess_gym">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GymAccess_gym",
  "selections": [
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
      "name": "accessGuidelines",
      "storageKey": null
    }
  ],
  "type": "GymPartner",
  "abstractKey": null
};

(node as any).hash = "909f5e73cfc48d4065fcc0f3a2b82231";

export default node;
