import type { RouteObject } from 'react-router';
import { routeContextOf } from '../../routing/routeContext.ts';
import type { RouteHandle } from '../../routing/routeHandle.ts';
import { NotFoundScreen } from '../../shell/NotFoundScreen.tsx';

export function errorRoutes(): RouteObject[] {
  return [
    {
      path: 'error',
      // Whatever stay led here is broken, so it must not be reopened from storage.
      loader: (args) => {
        routeContextOf(args).device.forgetStay();
        return null;
      },
      handle: { pageTitle: (t) => t('notFound.title') } satisfies RouteHandle,
      // The not-found page is the shell's too (`shell/NotFoundScreen.tsx`): a stay screen whose
      // stay does not exist draws it in place.
      Component: NotFoundScreen,
    },
  ];
}
