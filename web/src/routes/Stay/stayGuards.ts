import { redirect } from 'react-router';
import type { GuardResult } from '../../app/guards.ts';
import { mainPresentationOnly, requireSignedIn } from '../../app/guards.ts';
import { paths } from '../../app/paths.ts';
import type { Presentation } from '../../app/presentation.ts';

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
  signedIn: boolean,
  slug: string | null,
): GuardResult {
  return (
    mainPresentationOnly(presentation) ??
    requireSignedIn(signedIn) ??
    (slug === null ? redirect(paths.explore) : null)
  );
}
