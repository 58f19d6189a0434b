import { useRouteLoaderData } from 'react-router';

/** The route of `/stay` and every screen under it (`routes/Stay/stayAreaRoute.ts`). */
export const stayAreaRouteId = 'stay-area';

/** What every screen under `/stay` shares, from the area's loader (`stayAreaLoader.ts`). */
export type StayAreaData = {
  /** The stay on screen: the address's `?slug=`, else the device's current stay; none: null. */
  slug: string | null;
};

/** The stay area's data while a stay screen is on show; undefined elsewhere. */
export function useStayArea(): StayAreaData | undefined {
  return useRouteLoaderData(stayAreaRouteId) as StayAreaData | undefined;
}
