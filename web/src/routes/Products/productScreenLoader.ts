import type { Environment, PreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import { paths } from '../../app/guards.ts';
import { createRouteQueryLoader } from '../../relay/routeQuery.ts';
import { staySlugOf } from '../../stay/currentStay.ts';

type StayQuery = OperationType & { variables: { slug: string } };

export type ProductScreenData<TQuery extends StayQuery> = {
  slug: string;
  queryRef: PreloadedQuery<TQuery>;
};

/**
 * The loader of a product screen: the stay's slug (the address's, else the remembered one) and
 * the screen's own variables (which daily product, the address's product id), so one screen and
 * one query serve several routes. What `variablesOf` answers is also handed to the screen.
 */
export function createProductScreenLoader<
  TQuery extends StayQuery,
  TExtra extends Omit<TQuery['variables'], 'slug'>,
>(
  environment: Environment,
  query: PreloadableConcreteRequest<TQuery>,
  variablesOf: (args: LoaderFunctionArgs) => TExtra,
) {
  const load = createRouteQueryLoader<TQuery>(environment, query);
  return (args: LoaderFunctionArgs): (ProductScreenData<TQuery> & TExtra) | Response => {
    const slug = staySlugOf(args.request);
    if (slug === null) return redirect(paths.stay);
    const extra = variablesOf(args);
    return { ...extra, slug, queryRef: load({ ...extra, slug } as TQuery['variables']) };
  };
}
