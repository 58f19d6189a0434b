import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { AskRouteQuery } from './__generated__/AskRouteQuery.graphql.ts';
import askRouteQuery from './__generated__/AskRouteQuery$parameters.ts';

/**
 * `/stay/ask`: contacts and help articles. The branded app's Ask tab; the white-label app calls
 * the same screen Help (spec §1).
 */
export function askRoutes({ environment, presentation }: RouteContext): RouteObject[] {
  const isWhiteLabel = presentation === 'white-label';
  return [
    {
      path: 'ask',
      loader: createStayScreenLoader<AskRouteQuery>(environment, askRouteQuery),
      handle: {
        pageTitle: isWhiteLabel ? (t) => t('ask:ask.helpTitle') : (t) => t('ask:ask.title'),
        texts: ['ask', 'contact'],
        tab: isWhiteLabel
          ? { id: 'help', to: '/stay/ask', order: 40, presentations: ['white-label'] }
          : { id: 'ask', to: '/stay/ask', order: 40, presentations: ['main'] },
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./AskRoute.tsx')).AskRoute }),
    },
  ];
}
