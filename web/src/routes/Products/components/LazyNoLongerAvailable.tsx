import { lazy } from 'react';

/**
 * `NoLongerAvailable` as a lazy component: a product screen shows it only when the product cannot
 * be had, so its code (and the notice's and empty state's) is not part of the screen's first load.
 */
export const NoLongerAvailable = lazy(async () => ({
  default: (await import('./NoLongerAvailable.tsx')).NoLongerAvailable,
}));
