import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import stayRouteQuery, {
  type StayRouteQuery,
} from '../routes/Stay/__generated__/StayRouteQuery.graphql.ts';
import { createRouteQueryLoader } from './routeQuery.ts';

describe('createRouteQueryLoader', () => {
  it('releases the previous reference when the route loads again', () => {
    const environment = createMockEnvironment();
    const load = createRouteQueryLoader<StayRouteQuery>(environment, stayRouteQuery);

    const first = load({ slug: 'a' });
    const second = load({ slug: 'b' });

    expect(first.isDisposed).toBe(true);
    expect(second.isDisposed).toBe(false);
    expect(second.variables).toEqual({ slug: 'b' });
  });
});
