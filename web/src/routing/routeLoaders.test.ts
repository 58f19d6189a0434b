import { RouterContextProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import stayRouteQuery, {
  type StayRouteQuery,
} from '../routes/Stay/__generated__/StayRouteQuery.graphql.ts';
import { browserDevice } from '../session/device.ts';
import { provideRouteContext, routeContextOf } from './routeContext.ts';
import { createRouteQueryLoader, requireReservation } from './routeLoaders.ts';

describe('the route context', () => {
  it("reaches the loaders through the root route's middleware, and nowhere else", async () => {
    const routes = {
      environment: createMockEnvironment(),
      presentation: 'white-label',
      appEnvironment: 'stage',
      device: browserDevice(),
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

describe('requireReservation', () => {
  it("throws a missing stay as a 404 from the store's answer, before any screen draws", async () => {
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
    expect(thrown).toMatchObject({ init: { status: 404 } });
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
