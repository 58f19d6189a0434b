import { screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/renderRoute.tsx';
import { handOverOrder, pendingQuery, stayScreens, withSlug } from '../testing/stayScreens.ts';
import { namesNoStay } from './stayScreenQuery.ts';

describe('a stay screen whose stay does not exist', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each(stayScreens)(
    '%s goes to the error page, in place of its address',
    async (address, queryName) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      handOverOrder('nope');
      const { router, environment } = await renderRoute(withSlug(address, 'nope'), {
        manual: true,
      });
      // The screen draws while its answer loads, as a browser navigation does; then the answer
      // names no stay.
      const query = await pendingQuery(environment, queryName);
      environment.mock.resolve(
        query,
        MockPayloadGenerator.generate(query, { Query: () => ({ reservation: null }) }),
      );

      // The screen's chunk compiles first in a test run: slow on a shared machine.
      await waitFor(() => expect(router.state.location.pathname).toBe('/error'), {
        timeout: 10_000,
      });
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await screen.findByText(/What a bummer!/)).toBeTruthy();
    },
  );

  it('leaves a failed answer to the screen, which shows the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router, environment } = await renderRoute('/stay/access?slug=k3x9', { manual: true });
    environment.mock.reject(
      await pendingQuery(environment, 'AccessRouteQuery'),
      new Error('offline'),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/stay/access');
  });
});

describe('namesNoStay', () => {
  it('is true only for an answer whose reservation is missing', () => {
    expect(namesNoStay({ reservation: null })).toBe(true);
    expect(namesNoStay({ reservation: { slug: 'k3x9' } })).toBe(false);
    // An answer without the field is not a stay screen's.
    expect(namesNoStay({ viewer: null })).toBe(false);
    expect(namesNoStay(null)).toBe(false);
  });
});
