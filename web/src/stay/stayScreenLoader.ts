import type { Environment, GraphQLTaggedNode, PreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import { paths } from '../app/guards.ts';
import { createRouteQueryLoader } from '../relay/routeQuery.ts';
import { staySlugOf } from './currentStay.ts';

/** A stay screen's query: it reads one reservation by its slug. */
type StayQuery = OperationType & { variables: { slug: string } };

export type StayScreenData<TQuery extends StayQuery> = {
  slug: string;
  queryRef: PreloadedQuery<TQuery>;
};

/**
 * The loader of a screen under `/stay/…` that shows one stay: it starts the screen's query with
 * the stay's slug (the address's, else the remembered one). Without any slug there is no stay to
 * show, so the guest lands on the stay page, which explains how to find a booking.
 */
export function createStayScreenLoader<TQuery extends StayQuery>(
  environment: Environment,
  query: GraphQLTaggedNode | PreloadableConcreteRequest<TQuery>,
) {
  const load = createRouteQueryLoader<TQuery>(environment, query);
  return ({ request }: LoaderFunctionArgs): StayScreenData<TQuery> | Response => {
    const slug = staySlugOf(request);
    if (slug === null) return redirect(paths.stay);
    return { slug, queryRef: load({ slug } as TQuery['variables']) };
  };
}
