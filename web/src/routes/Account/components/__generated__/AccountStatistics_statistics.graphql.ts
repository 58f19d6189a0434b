/**
 * @generated SignedSource<<a8d8b1c28ae763ca8292510866ddf2cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountStatistics_statistics$data = {
  readonly hasError: boolean;
  readonly nightsStayed: number | null | undefined;
  readonly propertiesTotal: number | null | undefined;
  readonly propertiesVisited: number | null | undefined;
  readonly " $fragmentType": "AccountStatistics_statistics";
};
export type AccountStatistics_statistics$key = {
  readonly " $data"?: AccountStatistics_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountStatistics_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountStatistics_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nightsStayed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "propertiesVisited",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "propertiesTotal",
      "storageKey": null
    }
  ],
  "type": "CustomerStatistics",
  "abstractKey": null
};

(node as any).hash = "f385a916f191d491c08a2d24cf10f4ee";

export default node;
