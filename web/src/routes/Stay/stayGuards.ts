import { redirect } from 'react-router';
import type { Presentation } from '../../host/presentation.ts';
import type { GuardResult } from '../../routing/guards.ts';
import { mainPresentationOnly, requireSignedIn } from '../../routing/guards.ts';
import { paths } from '../../routing/paths.ts';
import type { Device } from '../../session/device.ts';

/** `/stay/explore`: the white-label app has no explore screen; its guests go to check-in. */
export function exploreGuard(presentation: Presentation): GuardResult {
  return mainPresentationOnly(presentation);
}

/**
 * `/stay/plan`: white-label goes to check-in, a visitor without an account to signup, and a
 * guest without a stay to explore.
 */
export function planGuard(
  presentation: Presentation,
  device: Pick<Device, 'isSignedIn' | 'rememberReturnPath'>,
  slug: string | null,
  request?: Request,
): GuardResult {
  return (
    mainPresentationOnly(presentation) ??
    requireSignedIn(device, request) ??
    (slug === null ? redirect(paths.explore) : null)
  );
}
