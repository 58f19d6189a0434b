import type { PreloadedQuery } from 'react-relay';
import type { RouteObject } from 'react-router';
import { readPropertyKeyOverride } from '../../app/propertyKeyOverride.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { createRouteQueryLoader } from '../../relay/routeQuery.ts';
import type { RouteContext } from '../../routes.tsx';
import { isSignedIn } from '../../session/session.ts';
import { staySlugOf } from '../../stay/currentStay.ts';
import { planGuard } from '../Stay/stayGuards.ts';
import type {
  PlanRouteQuery,
  PlanRouteQuery$variables,
} from './__generated__/PlanRouteQuery.graphql.ts';
import planRouteQuery from './__generated__/PlanRouteQuery$parameters.ts';

export type PlanLoaderData = {
  variables: PlanRouteQuery$variables;
  queryRef: PreloadedQuery<PlanRouteQuery>;
};

/**
 * `/stay/plan`: the partners of the stay's property (or, outside production, of the property the
 * debug panel picked). White-label, signed-out and stay-less visitors are sent on by the guard.
 */
export function planRoutes({
  environment,
  presentation,
  appEnvironment,
}: RouteContext): RouteObject[] {
  const load = createRouteQueryLoader<PlanRouteQuery>(environment, planRouteQuery);
  return [
    {
      path: 'plan',
      loader: ({ request }) => {
        const slug = staySlugOf(request);
        const guarded = planGuard(presentation, isSignedIn(), slug);
        if (guarded || slug === null) return guarded;
        const propertyKey = readPropertyKeyOverride(appEnvironment);
        const variables = { slug, propertyKey: propertyKey ?? '', byKey: propertyKey !== null };
        return { variables, queryRef: load(variables) } satisfies PlanLoaderData;
      },
      handle: {
        pageTitle: (t) => t('content:plan.title'),
        texts: ['content', 'extras'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./PlanRoute.tsx')).PlanRoute }),
    },
  ];
}
