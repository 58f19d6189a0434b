import { act, screen, waitFor, within } from '@testing-library/react';
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
const onNavigation = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('./shellIntegrations.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./shellIntegrations.ts')>()),
  onNavigation,
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

describe('the integrations (analytics, messaging, customer data)', () => {
  const handledIn = (environment: unknown) => [
    expect.objectContaining({ environment }),
    expect.anything(),
  ];

  it('start for the layout on screen, never for one gone before they loaded', async () => {
    // Gone at once, as a test's page is when the next test starts: its environment still answers,
    // and its customer query would sign the next page's guest out.
    const gone = await renderRoute('/stay?slug=k3x9', { resolvers: stay });
    gone.unmount();
    const shown = await renderRoute('/stay?slug=k3x9', { resolvers: stay });

    await waitFor(() => expect(onNavigation).toHaveBeenCalledWith(...handledIn(shown.environment)));
    expect(onNavigation).not.toHaveBeenCalledWith(...handledIn(gone.environment));
  });
});
