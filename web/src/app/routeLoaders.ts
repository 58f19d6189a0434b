import {
  type Environment,
  type GraphQLTaggedNode,
  loadQuery,
  type PreloadedQuery,
} from 'react-relay';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import {
  createOperationDescriptor,
  getRequest,
  type OperationType,
  type PreloadableConcreteRequest,
} from 'relay-runtime';
import { staySlugOf } from '../session/currentStay.ts';
import { paths } from './paths.ts';
import { routeContextOf } from './routeContext.ts';
import { namesNoStay } from './stayScreenQuery.ts';

/*
 * What a screen's loader module is built from. A loader that starts a query is a module of its
 * own beside its screen, loaded by the route's `lazy.loader`. These helpers are shared by all of
 * them and live in the entry (routes.tsx imports this module).
 */

/**
 * Route loaders start a query on every navigation; each reference retains its data until
 * disposed. Only the latest reference of a route is in use, so the previous one is released.
 * A loader is a module's export shared by every router, so the latest reference is kept per
 * Relay environment.
 */
export function createRouteQueryLoader<TQuery extends OperationType>(
  /**
   * The query, or only its parameters (`query … @preloadable`, `import q from
   * './__generated__/<Query>$parameters.ts'`): then the query's selections stay in the screen's
   * chunk instead of the loader's, and Relay normalises the answer once the screen has loaded.
   */
  query: GraphQLTaggedNode | PreloadableConcreteRequest<TQuery>,
) {
  const latest = new WeakMap<Environment, PreloadedQuery<TQuery>>();
  return (environment: Environment, variables: TQuery['variables']): PreloadedQuery<TQuery> => {
    const next = loadQuery<TQuery>(environment, query, variables);
    latest.get(environment)?.dispose();
    latest.set(environment, next);
    return next;
  };
}

/** A stay screen's query: it reads one reservation by its slug. */
type StayQuery = OperationType & { variables: { slug: string } };

export type StayScreenData<TQuery extends StayQuery> = {
  slug: string;
  queryRef: PreloadedQuery<TQuery>;
};

type StayScreenOptions<TQuery extends StayQuery, TScreen> = {
  /** The query's variables besides the slug (which daily product, which availability). */
  variables?: (args: LoaderFunctionArgs) => Omit<TQuery['variables'], 'slug'>;
  /** What the screen reads besides its data (the address's product id, the cleaning step). */
  screen?: (args: LoaderFunctionArgs) => TScreen;
};

/**
 * Sends a stay that does not exist (an unknown or mistyped slug: `reservation` is null) to the
 * error page from the loader. The server waits for every answer, so its redirect becomes that
 * page with status 404 (`entry-server.tsx`). In the browser a navigation shows its screen while
 * the answer loads: there the screen's `useStayScreenQuery` meets a missing stay and throws
 * `StayNotFoundError`, which the route's error screen turns into the same redirect. Only an
 * answer already in the store, a server-drawn page's, is checked here, so the browser starts on
 * the very page the server drew. A failed answer is left to the screen's boundary.
 */
export async function requireReservation<TQuery extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  queryRef: PreloadedQuery<TQuery>,
): Promise<void> {
  if (queryRef.source && !environment.isServer()) return;
  try {
    await queryRef.source?.toPromise();
  } catch {
    return;
  }
  const operation = createOperationDescriptor(getRequest(query), queryRef.variables);
  const { data } = environment.lookup(operation.fragment);
  if (namesNoStay(data)) throw redirect(paths.error);
}

/**
 * The loader of a screen under `/stay/…` that shows one stay: it starts the screen's query with
 * the stay's slug (the address's, else the remembered one) and the screen's own variables, and
 * passes on what the screen needs to know of its route, so one screen and one query can serve
 * several routes. Without any slug there is no stay to show, so the guest lands on the stay
 * page, which explains how to find a booking; a slug of no stay goes to the error page.
 */
export function createStayScreenLoader<TQuery extends StayQuery, TScreen extends object = object>(
  query: GraphQLTaggedNode,
  { variables, screen }: StayScreenOptions<TQuery, TScreen> = {},
) {
  const load = createRouteQueryLoader<TQuery>(query);
  return async (
    args: LoaderFunctionArgs,
  ): Promise<(StayScreenData<TQuery> & TScreen) | Response> => {
    const slug = staySlugOf(args.request);
    if (slug === null) return redirect(paths.stay);
    const { environment } = routeContextOf(args);
    const queryRef = load(environment, { ...variables?.(args), slug } as TQuery['variables']);
    await requireReservation(environment, query, queryRef);
    return { ...(screen?.(args) as TScreen), slug, queryRef };
  };
}
