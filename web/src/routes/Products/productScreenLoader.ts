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

type Options<TQuery extends StayQuery, TScreen> = {
  /** The query's variables besides the slug (which daily product, which availability). */
  variables?: (args: LoaderFunctionArgs) => Omit<TQuery['variables'], 'slug'>;
  /** What the screen reads besides its data (the address's product id, the cleaning step). */
  screen?: (args: LoaderFunctionArgs) => TScreen;
};

/**
 * The loader of a product screen: the stay's slug (the address's, else the remembered one),
 * the query started with the screen's own variables, and what the screen needs to know of its
 * route, so one screen and one query serve several routes.
 */
export function createProductScreenLoader<
  TQuery extends StayQuery,
  TScreen extends object = object,
>(
  environment: Environment,
  query: PreloadableConcreteRequest<TQuery>,
  { variables, screen }: Options<TQuery, TScreen> = {},
) {
  const load = createRouteQueryLoader<TQuery>(environment, query);
  return (args: LoaderFunctionArgs): (ProductScreenData<TQuery> & TScreen) | Response => {
    const slug = staySlugOf(args.request);
    if (slug === null) return redirect(paths.stay);
    const queryRef = load({ ...variables?.(args), slug } as TQuery['variables']);
    return { ...(screen?.(args) as TScreen), slug, queryRef };
  };
}
