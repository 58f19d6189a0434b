import { useMatches, useSearchParams } from 'react-router';
import type { RouteHandle } from '../routing/routeHandle.ts';
import { isValidSlug } from '../session/currentStay.ts';

function handles(matches: ReturnType<typeof useMatches>): RouteHandle[] {
  return matches.map((match) => (match.handle ?? {}) as RouteHandle);
}

/** The shell's layout for the current route: header, tab bar, or neither (full screen). */
export function useShellLayout(): { fullScreen: boolean; navigation: boolean } {
  const routeHandles = handles(useMatches());
  const [searchParams] = useSearchParams();
  const fullScreen = routeHandles.some((handle) => handle.fullScreen);
  const marked = routeHandles.some((handle) => handle.navigation);
  return {
    fullScreen,
    navigation: !fullScreen && (marked || isValidSlug(searchParams.get('slug'))),
  };
}
