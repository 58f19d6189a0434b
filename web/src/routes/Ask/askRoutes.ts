import type { RouteObject } from 'react-router';
import type { RouteContext } from '../../app/routeContext.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';

/**
 * `/stay/ask`: contacts and help articles. The branded app's Ask tab; the white-label app calls
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
        tab: isWhiteLabel
          ? { id: 'help', to: '/stay/ask', order: 40, presentations: ['white-label'] }
          : { id: 'ask', to: '/stay/ask', order: 40, presentations: ['main'] },
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./askLoader.ts')).askLoader,
        Component: async () => (await import('./AskRoute.tsx')).AskRoute,
      },
    },
  ];
}
