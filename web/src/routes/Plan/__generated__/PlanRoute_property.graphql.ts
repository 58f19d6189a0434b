/**
 * @generated SignedSource<<69a1fb2766281a51a74d51512e92484c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlanRoute_property$data = {
  readonly city: string;
  readonly name: string;
  readonly partnerContent: {
    readonly breakfast: {
      readonly address: string;
      readonly description: string;
      readonly googleMapsUrl: string;
      readonly name: string;
      readonly tags: ReadonlyArray<string>;
      readonly websiteUrl: string;
    } | null | undefined;
    readonly gym: {
      readonly accessGuidelines: string;
      readonly address: string;
      readonly description: string;
      readonly googleMapsUrl: string;
      readonly name: string;
      readonly tags: ReadonlyArray<string>;
      readonly websiteUrl: string;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "PlanRoute_property";
};
export type PlanRoute_property$key = {
  readonly " $data"?: PlanRoute_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanRoute_property">;
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
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "googleMapsUrl",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "websiteUrl",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tags",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanRoute_property",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "PartnerContent",
      "kind": "LinkedField",
      "name": "partnerContent",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PartnerVenue",
          "kind": "LinkedField",
          "name": "breakfast",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GymPartner",
          "kind": "LinkedField",
          "name": "gym",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "accessGuidelines",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Property",
  "abstractKey": null
};
})();

(node as any).hash = "d7ad2e729cc2b468147a3b600562e093";

export default node;
