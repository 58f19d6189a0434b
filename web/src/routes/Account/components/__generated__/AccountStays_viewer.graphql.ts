/**
 * @generated SignedSource<<7c834f2d77a2daad84df450016d94e1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountStays_viewer$data = {
  readonly activeReservations: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly reservationId: string;
        readonly " $fragmentSpreads": FragmentRefs<"ReservationCard_reservation">;
      };
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "AccountStays_viewer";
};
export type AccountStays_viewer$key = {
  readonly " $data"?: AccountStays_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountStays_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountStays_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "ReservationSummaryConnection",
      "kind": "LinkedField",
      "name": "activeReservations",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReservationSummaryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ReservationSummary",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reservationId",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ReservationCard_reservation"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "activeReservations(first:3)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a7e4d277ac321917835f5929c51871bc";

export default node;
