/** The shop's sections, in the order the Extras screen shows them. */
export const shopGroups = [
  'BOB_W_PRODUCTS',
  'PROPERTY_RELATED_PRODUCTS',
  'LOCAL_PRODUCTS',
  'UNKNOWN',
] as const;

export type ShopGroup = (typeof shopGroups)[number];

/** A group this build does not know (a newer server) is listed last, under 'More extras'. */
export function shopGroupOf(group: string): ShopGroup {
  return (shopGroups as readonly string[]).includes(group) ? (group as ShopGroup) : 'UNKNOWN';
}
