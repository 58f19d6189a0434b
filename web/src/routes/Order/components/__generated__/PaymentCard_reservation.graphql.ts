/**
 * @generated SignedSource<<f66c0cdd21d7d91ec40ee4a934eede27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CardType = "AMEX" | "DINERS_CLUB" | "DISCOVER" | "JCB" | "MASTERCARD" | "UNION_PAY" | "UNKNOWN" | "VISA" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PaymentCard_reservation$data = {
  readonly card: {
    readonly numberMasked: string;
    readonly type: CardType;
  } | null | undefined;
  readonly " $fragmentType": "PaymentCard_reservation";
};
export type PaymentCard_reservation$key = {
  readonly " $data"?: PaymentCard_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentCard_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentCard_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CreditCard",
      "kind": "LinkedField",
      "name": "card",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "numberMasked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "28335e571a8af0ee2a5a74178e6c5d5d";

export default node;
