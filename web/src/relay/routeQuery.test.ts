import { describe, expect, it, vi } from 'vitest';
import stayRouteQuery, {
  type StayRouteQuery,
} from '../routes/Stay/__generated__/StayRouteQuery.graphql.ts';
import { createRelayEnvironment } from './environment.ts';
import { createRouteQueryLoader } from './routeQuery.ts';

describe('createRouteQueryLoader', () => {
  it('releases the previous reference when the route loads again', () => {
    const fetchFunction = vi.fn(() => new Promise<never>(() => undefined));
    const load = createRouteQueryLoader<StayRouteQuery>(
      createRelayEnvironment(fetchFunction),
      stayRouteQuery,
    );

    const first = load({ slug: 'a' });
    const second = load({ slug: 'b' });

    expect(first.isDisposed).toBe(true);
    expect(second.isDisposed).toBe(false);
    expect(second.variables).toEqual({ slug: 'b' });
    expect(fetchFunction).toHaveBeenCalledTimes(2);
  });
});
