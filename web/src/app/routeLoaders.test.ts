import { screen, waitFor } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import stayRouteQuery, {
  type StayRouteQuery,
} from '../routes/Stay/__generated__/StayRouteQuery.graphql.ts';
import { renderRoute } from '../testing/renderRoute.tsx';
import { provideRouteContext, routeContextOf } from './routeContext.ts';
import { createRouteQueryLoader, requireReservation } from './routeLoaders.ts';

describe('the route context', () => {
  it("reaches the loaders through the root route's middleware, and nowhere else", async () => {
    const routes = {
      environment: createMockEnvironment(),
      presentation: 'white-label',
      appEnvironment: 'stage',
    } as const;
    const context = new RouterContextProvider();
    const middlewareArgs = { context } as unknown as Parameters<
      ReturnType<typeof provideRouteContext>
    >[0];

    await provideRouteContext(routes)(middlewareArgs, async () => undefined);

    expect(routeContextOf({ context })).toBe(routes);
    expect(() => routeContextOf({ context: new RouterContextProvider() })).toThrow();
  });
});

describe('createRouteQueryLoader', () => {
  it('releases the previous reference when the route loads again', () => {
    const environment = createMockEnvironment();
    const load = createRouteQueryLoader<StayRouteQuery>(stayRouteQuery);

    const first = load(environment, { slug: 'a' });
    const second = load(environment, { slug: 'b' });

    expect(first.isDisposed).toBe(true);
    expect(second.isDisposed).toBe(false);
    expect(second.variables).toEqual({ slug: 'b' });
  });

  it('keeps the latest reference of each environment apart', () => {
    const load = createRouteQueryLoader<StayRouteQuery>(stayRouteQuery);

    const one = load(createMockEnvironment(), { slug: 'a' });
    const other = load(createMockEnvironment(), { slug: 'a' });

    expect(one.isDisposed).toBe(false);
    expect(other.isDisposed).toBe(false);
  });
});

describe('a stay screen whose stay does not exist', () => {
  it.each([
    '/stay?slug=nope',
    '/stay/access?slug=nope',
    '/stay/extras?slug=nope',
    '/stay/check-out?slug=nope',
  ])('%s goes to the error page', async (address) => {
    const { router, environment } = await renderRoute(address, { manual: true });
    const screenQuery = await waitFor(() => {
      const found = environment.mock
        .getAllOperations()
        .find((operation) => operation.request.node.params.name.endsWith('RouteQuery'));
      expect(found).toBeDefined();
      return found as NonNullable<typeof found>;
    });
    environment.mock.resolve(screenQuery, { data: { reservation: null } });
    // The screen's chunk compiles first in a test run: slow on a shared machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'), { timeout: 10_000 });
  });

  it('leaves a failed answer to the screen, which shows the failure', async () => {
    const { router, environment } = await renderRoute('/stay/access?slug=k3x9', { manual: true });
    const screenQuery = await waitFor(() => {
      const found = environment.mock
        .getAllOperations()
        .find((operation) => operation.request.node.params.name === 'AccessRouteQuery');
      expect(found).toBeDefined();
      return found as NonNullable<typeof found>;
    });
    environment.mock.reject(screenQuery, new Error('offline'));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/stay/access');
  });
});

describe('requireReservation', () => {
  it("sends a missing stay to the error page from the store's answer, before any screen draws", async () => {
    const environment = createMockEnvironment();
    const load = createRouteQueryLoader<StayRouteQuery>(stayRouteQuery);
    const first = load(environment, { slug: 'nope' });
    environment.mock.resolveMostRecentOperation({ data: { reservation: null } });
    // The answer is in the store now, as a server-drawn page's is when the browser starts.
    const fromStore = load(environment, { slug: 'nope' });
    expect(fromStore.source).toBeUndefined();
    const thrown = await requireReservation(environment, stayRouteQuery, fromStore).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/error');
    expect(first.isDisposed).toBe(true);
  });

  it('lets a browser navigation show its screen while the answer loads', async () => {
    const environment = createMockEnvironment();
    const queryRef = createRouteQueryLoader<StayRouteQuery>(stayRouteQuery)(environment, {
      slug: 'k3x9',
    });
    await expect(
      requireReservation(environment, stayRouteQuery, queryRef),
    ).resolves.toBeUndefined();
  });
});
