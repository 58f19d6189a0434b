import type { LoaderFunctionArgs } from 'react-router';
import { requireSlugOnWhiteLabel } from '../../routing/guards.ts';
import { routeContextOf } from '../../routing/routeContext.ts';
import type { StayAreaData } from '../../routing/stayArea.ts';
import { staySlugOf } from '../../session/device.ts';

/**
 * The stay area's loader: the white-label app without a slug goes to the error page, and a stay's
 * slug is remembered as the current stay. It runs again only for another stay
 * (`stayAreaRoute.ts`). The stay's look comes with the screen's own query (`stayLook.ts`).
 */
export function stayAreaLoader(args: LoaderFunctionArgs): StayAreaData | Response {
  const { presentation, device } = routeContextOf(args);
  const slug = staySlugOf(args.request, device);
  return requireSlugOnWhiteLabel(presentation, slug) ?? { slug };
}
