import { screen, waitFor } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import stayRouteQuery, {
  type StayRouteQuery,
} from '../routes/Stay/__generated__/StayRouteQuery.graphql.ts';
import { renderRoute } from '../testing/renderRoute.tsx';
import { provideRouteContext, routeContextOf } from './routeContext.ts';
import { createRouteQueryLoader } from './routeLoaders.ts';

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
  ])('%s goes to the error page from its loader', async (address) => {
    const { router, environment } = await renderRoute(address, { manual: true });
    await waitFor(() => environment.mock.getMostRecentOperation());
    environment.mock.resolveMostRecentOperation({ data: { reservation: null } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });

  it('leaves a failed answer to the screen, which shows the failure', async () => {
    const { router, environment } = await renderRoute('/stay/access?slug=k3x9', { manual: true });
    await waitFor(() => environment.mock.getMostRecentOperation());
    environment.mock.rejectMostRecentOperation(new Error('offline'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/stay/access');
  });
});
