/**
 * The page's own query, started by the page before the app's scripts arrived
 * (`build/pageQueryStarter.ts`): on a stay link, the stay's answer travels while the framework
 * downloads, instead of after it has run. The network takes it in place of its own request when
 * it asks for exactly that query, variables and language, once; a page never reuses it later.
 */
export type StartedPageQuery = {
  documentId: string;
  variables: Record<string, unknown>;
  locale: string;
  response: Promise<Response>;
};

declare global {
  interface Window {
    __startedPageQuery?: StartedPageQuery;
  }
}

export function takeStartedPageQuery(
  documentId: string,
  variables: Record<string, unknown>,
  locale: string,
): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const started = window.__startedPageQuery;
  if (
    !started ||
    started.documentId !== documentId ||
    started.locale !== locale ||
    JSON.stringify(started.variables) !== JSON.stringify(variables)
  ) {
    return null;
  }
  window.__startedPageQuery = undefined;
  return started.response;
}

/** Once the first screen is up, a query the page started and nobody asked for is stale. */
export function forgetStartedPageQuery(): void {
  if (typeof window !== 'undefined') window.__startedPageQuery = undefined;
}
