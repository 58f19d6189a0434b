import {
  type Environment,
  type GraphQLTaggedNode,
  loadQuery,
  type PreloadedQuery,
} from 'react-relay';
import {
  createContext,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  redirect,
} from 'react-router';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import type { RouteContext } from '../routes.tsx';
import { staySlugOf } from '../stay/currentStay.ts';
import { paths } from './guards.ts';

/*
 * What a screen's loader module is built from. A loader that starts a query is a module of its
 * own beside its screen, loaded by the route's `lazy.loader`, so a page downloads only its own
 * loaders and query parameters. These helpers are shared by all of them and live in the entry
 * (routes.tsx imports this module): a chunk of their own would cost every page with a query one
 * more request and more bytes than they add to the entry.
 */

/**
 * The route table's context as react-router hands it to every loader. A lazily loaded loader
 * cannot close over `createRoutes`' arguments: the root route's middleware
 * (`provideRouteContext`) puts them into the router's context, and a loader reads them with
 * `routeContextOf(args)`. A loader run without that middleware throws.
 */
const routeContext = createContext<RouteContext>();

export function provideRouteContext(context: RouteContext): MiddlewareFunction {
  return ({ context: routerContext }) => {
    routerContext.set(routeContext, context);
  };
}

export function routeContextOf({ context }: Pick<LoaderFunctionArgs, 'context'>): RouteContext {
  return context.get(routeContext);
}

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
 * The loader of a screen under `/stay/…` that shows one stay: it starts the screen's query with
 * the stay's slug (the address's, else the remembered one) and the screen's own variables, and
 * passes on what the screen needs to know of its route, so one screen and one query can serve
 * several routes. Without any slug there is no stay to show, so the guest lands on the stay
 * page, which explains how to find a booking.
 */
export function createStayScreenLoader<TQuery extends StayQuery, TScreen extends object = object>(
  query: GraphQLTaggedNode | PreloadableConcreteRequest<TQuery>,
  { variables, screen }: StayScreenOptions<TQuery, TScreen> = {},
) {
  const load = createRouteQueryLoader<TQuery>(query);
  return (args: LoaderFunctionArgs): (StayScreenData<TQuery> & TScreen) | Response => {
    const slug = staySlugOf(args.request);
    if (slug === null) return redirect(paths.stay);
    const { environment } = routeContextOf(args);
    const queryRef = load(environment, { ...variables?.(args), slug } as TQuery['variables']);
    return { ...(screen?.(args) as TScreen), slug, queryRef };
  };
}
