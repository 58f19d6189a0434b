/**
 * One namespace per area, so the engineers of different areas add their texts to different files:
 * `locales/<locale>/<namespace>.json`, keys `screen.phrase` inside (used as `namespace:screen.phrase`).
 */
export const namespaces = [
  'common',
  'errors',
  'checkIn',
  'stay',
  'access',
  'stayDetails',
  'changes',
  'checkOut',
  'cancel',
  'changeTime',
  'content',
  'location',
  'sustainability',
  'ask',
  'contact',
  'referral',
  'extras',
  'prices',
  'products',
  'dailyProducts',
  'dailyProductDetails',
  'cleaning',
  'timeslotProducts',
  'upgrade',
  'customProduct',
  'payment',
  'account',
  'signIn',
] as const;

export type Namespace = (typeof namespaces)[number];
