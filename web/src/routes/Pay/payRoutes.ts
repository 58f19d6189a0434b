import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routing/routeHandle.ts';

/** `/stay/pay`: paying an unpaid stay's open balance (route name pay). */
export function payRoutes(): RouteObject[] {
  return [
    {
      id: 'pay',
      path: 'pay',
      handle: {
        pageTitle: (t) => t('payment:payBalance.title'),
        texts: ['payment', 'contact'],
      } satisfies RouteHandle,
      lazy: {
        loader: async () => (await import('./payLoader.ts')).payLoader,
        Component: async () => (await import('./PayBalanceRoute.tsx')).PayBalanceRoute,
      },
    },
  ];
}
