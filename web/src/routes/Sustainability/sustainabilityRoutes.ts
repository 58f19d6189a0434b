import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { SustainabilityRouteQuery } from './__generated__/SustainabilityRouteQuery.graphql.ts';
import sustainabilityRouteQuery from './__generated__/SustainabilityRouteQuery$parameters.ts';

/** `/stay/sustainability`: the stay's estimated emissions. */
export function sustainabilityRoutes({ environment }: RouteContext): RouteObject[] {
  return [
    {
      path: 'sustainability',
      loader: createStayScreenLoader<SustainabilityRouteQuery>(
        environment,
        sustainabilityRouteQuery,
      ),
      handle: {
        pageTitle: (t) => t('sustainability:sustainability.title'),
        texts: ['sustainability'],
      } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./SustainabilityRoute.tsx')).SustainabilityRoute,
      }),
    },
  ];
}
