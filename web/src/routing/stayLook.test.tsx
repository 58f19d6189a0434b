import { waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/renderRoute.tsx';
import { handOverOrder, pendingQuery, stayScreens, withSlug } from '../testing/stayScreens.ts';

const whiteLabelProperty = {
  Property: () => ({ name: 'Poppelsdorfer Allee 12', city: 'Bonn', isWhiteLabel: true }),
};

describe("a stay's look", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each(stayScreens)(
    "%s turns the main host white-label with its own query's answer",
    async (address, queryName) => {
      handOverOrder('wl7k');
      const { environment } = await renderRoute(withSlug(address, 'wl7k'), { manual: true });
      const query = await pendingQuery(environment, queryName);
      expect(document.documentElement.dataset.brand).toBe('main');
      // Only the screen's own query is answered: the look comes with it.
      environment.mock.resolve(query, MockPayloadGenerator.generate(query, whiteLabelProperty));

      await waitFor(() => expect(document.documentElement.dataset.brand).toBe('white-label'), {
        timeout: 10_000,
      });
    },
  );

  it("stays the host's for a property that is not white-label", async () => {
    const { environment } = await renderRoute('/stay?slug=k3x9', { manual: true });
    const query = await pendingQuery(environment, 'StayRouteQuery');
    environment.mock.resolve(
      query,
      MockPayloadGenerator.generate(query, { Property: () => ({ isWhiteLabel: false }) }),
    );

    await waitFor(() =>
      expect(
        environment.mock.getAllOperations().map(({ request }) => request.node.params.name),
      ).not.toContain('StayRouteQuery'),
    );
    expect(document.documentElement.dataset.brand).toBe('main');
  });
});
