import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { onTestFinished } from 'vitest';
import { App } from '../App.tsx';
import type { AppEnvironment } from '../host/appEnvironment.ts';
import type { Presentation } from '../host/presentation.ts';
import { initI18n, loadTexts } from '../i18n/i18n.ts';
import type { Locale } from '../i18n/locales.ts';
import { namespaces } from '../i18n/namespaces.ts';
import { createFreshness } from '../relay/freshness.ts';
import { createRoutes } from '../routes.tsx';
import { resetShellIntegrations } from '../shell/shellIntegrations.ts';
import { resetShellState } from '../shell/shellState.ts';

type Options = {
  /** Answers every operation the screen sends, by GraphQL type (relay-test-utils' generator). */
  resolvers?: MockResolvers;
  presentation?: Presentation;
  /** The environment the app runs in; development (the test host is localhost) unless given. */
  appEnvironment?: AppEnvironment;
  locale?: Locale;
  /**
   * Leave operations pending, to assert on loading states or answer them one by one with
   * `environment.mock.resolveMostRecentOperation` / `rejectMostRecentOperation`.
   */
  manual?: boolean;
  /**
   * What the screen's route action answered a form the browser posted itself, as a drawn page
   * hands it to the app (`routing/formAnswer.ts`).
   */
  drawnFormAnswer?: unknown;
};

/**
 * Mounts the real route table at `path` on its own mock Relay environment, with i18n and the
 * presentation, as main.tsx does. Every operation is answered from `resolvers` unless `manual`.
 */
export async function renderRoute(path: string, options: Options = {}) {
  const {
    resolvers,
    presentation = 'main',
    appEnvironment = 'development',
    locale = 'en-GB',
    manual = false,
    drawnFormAnswer,
  } = options;
  await initI18n(locale);
  // The shell's page-lifetime state (stay branding, badges) starts afresh, as on a new page.
  resetShellState();
  resetShellIntegrations();
  // Every screen's texts at once: a test asserts on words, not on their loading.
  await loadTexts(namespaces);
  const environment = createMockEnvironment();
  if (!manual) answerEveryOperation(environment, resolvers);
  const routes = createRoutes(environment, presentation, appEnvironment);
  await loadScreens(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  if (hasLazyLoader(routes, path)) await routeLoadingStarted(router, environment);
  const freshness = createFreshness();
  const screenRouteId = router.state.matches.at(-1)?.route.id;
  const drawnFormAnswers =
    drawnFormAnswer !== undefined && screenRouteId !== undefined
      ? { [screenRouteId]: drawnFormAnswer }
      : null;
  const view = render(
    <App
      environment={environment}
      router={router}
      presentation={presentation}
      appEnvironment={appEnvironment}
      freshness={freshness}
      drawnFormAnswers={drawnFormAnswers}
    />,
  );
  return { environment, router, freshness, ...view };
}

/**
 * Loads the screens of the path's branch first, as a visited screen is in a real browser. A
 * preloadable query (`@preloadable`) is only registered once its screen's module has loaded;
 * the mock environment cannot answer it before.
 */
async function loadScreens(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.flatMap(({ route }) => {
      const { lazy } = route;
      if (!lazy) return [];
      if (typeof lazy === 'function') return [lazy()];
      return Object.values(lazy).map((load) => load?.());
    }),
  );
}

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

function hasLazyLoader(routes: RouteObject[], path: string): boolean {
  return (matchRoutes(routes, path) ?? []).some(
    ({ route }) => typeof route.lazy === 'object' && route.lazy.loader !== undefined,
  );
}

/**
 * Waits for the route to have started loading, as it has when a real browser renders a page whose
 * loader module came preloaded with it: its query is pending, or the router has finished. A
 * loader loaded by `lazy` runs only once its module has been imported, a few ticks after the
 * router starts; until then there is no operation to answer.
 */
async function routeLoadingStarted(
  router: ReturnType<typeof createMemoryRouter>,
  environment: MockEnvironment,
): Promise<void> {
  await waitFor(() => {
    if (!router.state.initialized && environment.mock.getAllOperations().length === 0) {
      throw new Error('The route has not started loading yet.');
    }
  });
}

const stayParts = new Set(['Property', 'HelpContent']);

/**
 * A server answers the stay (and its property and help centre) with the same id in every
 * query. The generator numbers ids per operation, so a screen's two queries of the stay would
 * otherwise fill two different records (Relay keys records by id) and the second would miss what
 * only the first asked for. A test that sets the id keeps its own.
 */
function withStableStayId(resolvers: MockResolvers | undefined): MockResolvers {
  const reservation = resolvers?.Reservation;
  return {
    // The stay's one property and help centre keep one id in every query too, whatever
    // data a resolver gives them.
    ID: (context, generateId) =>
      context.parentType && stayParts.has(context.parentType)
        ? `${context.parentType}-under-test`
        : `<${context.parentType ? `${context.parentType}-` : ''}mock-id-${generateId()}>`,
    ...resolvers,
    Reservation: (context, generateId) => ({
      id: 'Reservation-under-test',
      ...(reservation?.(context, generateId) as object | undefined),
    }),
  };
}

/**
 * Answers each operation from the resolvers as soon as it is pending. Route loaders start their
 * queries with `loadQuery`, which reaches the network without passing the mock's resolver queue,
 * so pending operations are picked up as they appear.
 */
function answerEveryOperation(environment: MockEnvironment, resolvers: MockResolvers | undefined) {
  const answerPending = () => {
    for (const operation of environment.mock.getAllOperations()) {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, withStableStayId(resolvers)),
      );
    }
  };
  const timer = setInterval(answerPending, 5);
  onTestFinished(() => clearInterval(timer));
}
