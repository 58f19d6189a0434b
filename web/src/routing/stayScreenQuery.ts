import { type GraphQLTaggedNode, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { data, isRouteErrorResponse } from 'react-router';
import type { OperationType } from 'relay-runtime';

/**
 * A stay screen's query named no stay: the address's slug is unknown or mistyped. The route's
 * error screen sends the guest to the error page (`RouteErrorScreen.tsx`), which says so.
 */
export class StayNotFoundError extends Error {
  override readonly name = 'StayNotFoundError';

  constructor() {
    super('The stay of this address does not exist.');
  }
}

/**
 * What a stay screen's loader throws for a stay that does not exist: a 404, which a server
 * render answers with that status (`requireReservation`, `routing/routeLoaders.ts`).
 */
export function stayNotFound() {
  return data(null, { status: 404, statusText: 'Stay not found' });
}

/**
 * Whether a failed screen's error is a stay that does not exist: the loader's 404 or the screen's
 * `StayNotFoundError`. Its error screen draws the not-found page and, in the browser, goes on to
 * the error page's address (which forgets the stay).
 */
export function isStayNotFound(error: unknown): boolean {
  return (
    error instanceof StayNotFoundError || (isRouteErrorResponse(error) && error.status === 404)
  );
}

/** Whether a stay screen's answer has no stay in it (`reservation` is null). */
export function namesNoStay(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'reservation' in data && !data.reservation;
}

type StayScreenQuery = OperationType & { response: { readonly reservation: unknown } };

/** The answer of a stay screen's query, with its stay. */
export type StayScreenResponse<TQuery extends StayScreenQuery> = TQuery['response'] & {
  readonly reservation: NonNullable<TQuery['response']['reservation']>;
};

/**
 * `usePreloadedQuery` for a screen of one stay: the answer always has its stay, as a stay that
 * does not exist is thrown as `StayNotFoundError`, once for every stay screen. Its loader
 * (`createStayScreenLoader`) already sends a missing stay to the error page when the answer is
 * known before the screen draws (a server render, a server-drawn page); a browser navigation
 * draws the screen while the answer loads, and this is where a missing stay meets it.
 */
export function useStayScreenQuery<TQuery extends StayScreenQuery>(
  query: GraphQLTaggedNode,
  queryRef: PreloadedQuery<TQuery>,
): StayScreenResponse<TQuery> {
  const data = usePreloadedQuery<TQuery>(query, queryRef);
  if (namesNoStay(data)) throw new StayNotFoundError();
  return data as StayScreenResponse<TQuery>;
}
