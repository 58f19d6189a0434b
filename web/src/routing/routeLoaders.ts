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
import { staySlugOf } from '../session/device.ts';
import { paths } from './paths.ts';
import { routeContextOf } from './routeContext.ts';
import { namesNoStay, stayNotFound } from './stayScreenQuery.ts';

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
  /**
   * Relay's default answers from the store when it holds everything the query selects, which is
   * true of the stay after any change (`stayUpdates/stayUpdate.ts`). `store-and-network` for a
   * screen that reads what moves with everyone's purchases (timeslots, days, upgrade options) or
   * with every stay of an account: it shows what the store has and reads it again.
   */
  fetchPolicy: LoaderFetchPolicy = 'store-or-network',
) {
  const latest = new WeakMap<Environment, PreloadedQuery<TQuery>>();
  return (environment: Environment, variables: TQuery['variables']): PreloadedQuery<TQuery> => {
    const next = loadQuery<TQuery>(environment, query, variables, {
      // A server render's store starts empty: checking it before asking would only cost time.
      fetchPolicy: environment.isServer() ? 'network-only' : fetchPolicy,
    });
    // A server render draws one page and navigates nowhere: nothing is released. Kept in the
    // WeakMap, the reference and the page's store it holds would outlive the render: V8's
    // young-generation collections treat a WeakMap's values as alive until the next full one
    // (gateway/README.md, "What a request leaves behind").
    if (environment.isServer()) return next;
    latest.get(environment)?.dispose();
    latest.set(environment, next);
    return next;
  };
}

export type LoaderFetchPolicy = 'store-or-network' | 'store-and-network';

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
  /** See `createRouteQueryLoader`: `store-and-network` for a screen that reads availability. */
  fetchPolicy?: LoaderFetchPolicy;
};

/**
 * A stay that does not exist (an unknown or mistyped slug: `reservation` is null) is a 404 thrown
 * by the loader: the route's error screen draws the not-found page, on the server with status
 * 404 in one render (`entry-server.tsx`), in the browser before it takes the page over, so the
 * two draw the same. The server waits for the answer; the browser checks an answer that is
 * already in (a drawn page's, answered from its data at once). A browser navigation draws the
 * screen while the answer loads: there the screen's `useStayScreenQuery` meets a missing stay and
 * throws `StayNotFoundError`, which the error screen treats alike. A failed answer is left to the
 * screen's boundary.
 */
export async function requireReservation<TQuery extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  queryRef: PreloadedQuery<TQuery>,
): Promise<void> {
  if (environment.isServer()) {
    try {
      await queryRef.source?.toPromise();
    } catch {
      return;
    }
  }
  const operation = createOperationDescriptor(getRequest(query), queryRef.variables);
  if (environment.check(operation).status !== 'available') return;
  const { data } = environment.lookup(operation.fragment);
  if (namesNoStay(data)) throw stayNotFound();
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
  { variables, screen, fetchPolicy }: StayScreenOptions<TQuery, TScreen> = {},
) {
  const load = createRouteQueryLoader<TQuery>(query, fetchPolicy);
  return async (
    args: LoaderFunctionArgs,
  ): Promise<(StayScreenData<TQuery> & TScreen) | Response> => {
    const { environment, device } = routeContextOf(args);
    const slug = staySlugOf(args.request, device);
    if (slug === null) return redirect(paths.stay);
    const queryRef = load(environment, { ...variables?.(args), slug } as TQuery['variables']);
    await requireReservation(environment, query, queryRef);
    return { ...(screen?.(args) as TScreen), slug, queryRef };
  };
}
