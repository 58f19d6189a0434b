import type { RouteObject } from 'react-router';
import type { RouteContext } from '../../routing/routeContext.ts';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/**
 * `/stay/ask`: contacts and help articles. The branded app's Ask tab; the white-label look calls
 * the same screen Help (spec §1).
 */
export function askRoutes({ presentation }: RouteContext): RouteObject[] {
  const isWhiteLabel = presentation === 'white-label';
  return [
    {
      path: 'ask',
      handle: {
        pageTitle: isWhiteLabel ? (t) => t('ask:ask.helpTitle') : (t) => t('ask:ask.title'),
        texts: ['ask', 'contact'],
        // One tab in both presentations: the tab bar names it Help wherever the look is
        // white-label, including a white-label property's stay opened on the main host.
        tab: { id: 'ask', to: '/stay/ask', order: 40, presentations: ['main', 'white-label'] },
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./askLoader.ts')).askLoader,
        Component: async () => (await import('./AskRoute.tsx')).AskRoute,
      },
    },
  ];
}
