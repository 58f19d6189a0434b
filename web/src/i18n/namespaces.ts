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
  'changes',
  'checkOut',
  'cancel',
  'changeTime',
  'content',
  'location',
  'sustainability',
  'ask',
  'referral',
  'extras',
  'payment',
  'account',
] as const;

export type Namespace = (typeof namespaces)[number];
