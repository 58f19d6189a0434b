/**
 * @generated SignedSource<<1d95d4c62c440554313a96b42861b310>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExploreRoute_partnerContent$data = {
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
  readonly " $fragmentType": "ExploreRoute_partnerContent";
};
export type ExploreRoute_partnerContent$key = {
  readonly " $data"?: ExploreRoute_partnerContent$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExploreRoute_partnerContent">;
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
  "name": "ExploreRoute_partnerContent",
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
  "type": "PartnerContent",
  "abstractKey": null
};
})();

(node as any).hash = "498a1b9d14ab1154baad6ddd9c2852fe";

export default node;
