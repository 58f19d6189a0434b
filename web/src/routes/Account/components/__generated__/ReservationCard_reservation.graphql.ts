/**
 * @generated SignedSource<<73b3e3e10b80b91c619b06e3597d6d2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReservationStatus = "CANCELED" | "CONFIRMED" | "UNKNOWN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ReservationCard_reservation$data = {
  readonly city: string;
  readonly endDate: string;
  readonly propertyName: string;
  readonly slug: string;
  readonly startDate: string;
  readonly status: ReservationStatus;
  readonly timeZone: string;
  readonly unitCategoryImages: ReadonlyArray<{
    readonly isPlaceholder: boolean;
    readonly url: string;
  }>;
  readonly unitCategoryName: string;
  readonly " $fragmentType": "ReservationCard_reservation";
};
export type ReservationCard_reservation$key = {
  readonly " $data"?: ReservationCard_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationCard_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationCard_reservation",
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
      "name": "propertyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitCategoryName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "unitCategoryImages",
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
    }
  ],
  "type": "ReservationSummary",
  "abstractKey": null
};

(node as any).hash = "46e9b81b40bef55737d7e51d54e50914";

export default node;
