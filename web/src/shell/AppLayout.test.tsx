import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCustomerData } from '../session/customerData.ts';
import { renderRoute } from '../testing/renderRoute.tsx';

// How often the shell's offline banner is drawn: a part of the layout that customer data does not
// concern, so it is drawn again only when the layout around the screen is.
const drawn = vi.hoisted(() => ({ offlineBanner: 0 }));
vi.mock('./OfflineBanner.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./OfflineBanner.tsx')>();
  return {
    ...actual,
    OfflineBanner: () => {
      drawn.offlineBanner += 1;
      return actual.OfflineBanner();
    },
  };
});
// The test reports the customer data itself, at a moment of its choosing.
vi.mock('./shellIntegrations.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./shellIntegrations.ts')>()),
  onNavigation: async () => {},
}));

const stay = {
  Reservation: () => ({ id: 'r1', slug: 'k3x9', pageState: 'ACTIVE' }),
};

describe('the account notification (spec §4)', () => {
  afterEach(() => setCustomerData('not-loaded'));

  it('appears on the account button and tab once customer data says nobody is signed in, without drawing the rest of the shell again', async () => {
    setCustomerData('not-loaded');
    await renderRoute('/stay?slug=k3x9', { resolvers: stay });
    const tabs = await screen.findByRole('navigation', { name: 'Stay sections' });
    expect(screen.queryAllByRole('link', { name: /New notification/ })).toEqual([]);
    const bannerDrawn = drawn.offlineBanner;

    act(() => setCustomerData('signed-out'));

    expect(screen.getByRole('link', { name: 'Your account New notification' })).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: 'Account New notification' })).toBeTruthy();
    // A phone's CPU re-rendered the whole shell for this in one long task after the first screen.
    expect(drawn.offlineBanner).toBe(bannerDrawn);
  });
});
