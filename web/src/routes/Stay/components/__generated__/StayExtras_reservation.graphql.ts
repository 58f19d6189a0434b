/**
 * @generated SignedSource<<35ca8af39aac2ed35d2df770814f7691>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ProductType = "BREAKFAST" | "CUSTOM" | "EARLY_CHECK_IN" | "GYM" | "LATE_CHECK_OUT" | "MID_STAY_CLEANING" | "PARKING" | "RESERVATION_EXTENSION_REQUEST" | "SAUNA_KIT" | "STOCKED_FRIDGE" | "UNIT_CATEGORY_UPGRADE" | "UNKNOWN" | "%future added value";
export type TransferDirection = "FROM_AIRPORT" | "TO_AIRPORT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StayExtras_reservation$data = {
  readonly offeredProducts: ReadonlyArray<{
    readonly isOrderable: boolean;
    readonly name: string;
    readonly priceGross: {
      readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
    };
    readonly productId: string;
    readonly type: ProductType;
  }>;
  readonly orderedItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly consumptionDate: string | null | undefined;
        readonly isEstimate: boolean;
        readonly name: string | null | undefined;
        readonly orderItemId: string;
        readonly priceGross: {
          readonly " $fragmentSpreads": FragmentRefs<"Price_money">;
        };
        readonly productId: string;
        readonly timeslotStartsAt: string | null | undefined;
        readonly transfer: {
          readonly address: string | null | undefined;
          readonly direction: TransferDirection;
          readonly flightNumber: string | null | undefined;
          readonly time: string;
        } | null | undefined;
        readonly type: ProductType;
      };
    }>;
  };
  readonly property: {
    readonly timeZone: string;
  };
  readonly slug: string;
  readonly " $fragmentType": "StayExtras_reservation";
};
export type StayExtras_reservation$key = {
  readonly " $data"?: StayExtras_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"StayExtras_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "priceGross",
  "plural": false,
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Price_money"
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StayExtras_reservation",
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
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "OrderedItemConnection",
      "kind": "LinkedField",
      "name": "orderedItems",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OrderedItemEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "OrderedItem",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "orderItemId",
                  "storageKey": null
                },
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "consumptionDate",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "timeslotStartsAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isEstimate",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TransferDetails",
                  "kind": "LinkedField",
                  "name": "transfer",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "direction",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "time",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "flightNumber",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "address",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                (v3/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "orderedItems(first:10)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "offeredProducts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isOrderable",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "e2c86b3e79f3f1c0ee5b73fba62fa227";

export default node;
