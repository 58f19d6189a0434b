import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { routeContextOf } from '../../routing/routeContext.ts';
import { createRouteQueryLoader } from '../../routing/routeLoaders.ts';
import { staySlugOf } from '../../session/device.ts';
import { readPropertyKeyOverride } from '../../shell/debug/propertyKeyOverride.ts';
import { planGuard } from '../Stay/stayGuards.ts';
import type {
  PlanRouteQuery,
  PlanRouteQuery$variables,
} from './__generated__/PlanRouteQuery.graphql.ts';
import planRouteQuery from './__generated__/PlanRouteQuery.graphql.ts';

export type PlanLoaderData = {
  variables: PlanRouteQuery$variables;
  queryRef: PreloadedQuery<PlanRouteQuery>;
};

const load = createRouteQueryLoader<PlanRouteQuery>(planRouteQuery);

export async function planLoader(
  args: LoaderFunctionArgs,
): Promise<PlanLoaderData | Response | null> {
  const { environment, presentation, appEnvironment, device } = routeContextOf(args);
  const slug = staySlugOf(args.request, device);
  const guarded = planGuard(presentation, device, slug, args.request);
  if (guarded || slug === null) return guarded;
  const propertyKey = await readPropertyKeyOverride(appEnvironment);
  const variables = { slug, propertyKey: propertyKey ?? '', byKey: propertyKey !== null };
  return { variables, queryRef: load(environment, variables) };
}
