import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/renderRoute.tsx';

const bannerText = "You're offline. What you see may be out of date.";

describe('the offline banner', () => {
  beforeEach(() => localStorage.clear());

  it('says the data may be stale while a screen shows answers kept for offline use', async () => {
    const { freshness } = await renderRoute('/check-in');
    await screen.findByLabelText('Last name');
    expect(screen.queryByText(bannerText)).toBeNull();

    act(() => freshness.markStale());
    // Found, not got: the banner's subscription may still be settling after the screen's render.
    expect((await screen.findByRole('status')).textContent).toBe(bannerText);
  });

  it('shows while the device is offline, and goes once it is back', async () => {
    await renderRoute('/check-in');
    await screen.findByLabelText('Last name');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    // Found, not got: the banner's subscription may still be settling after the screen's render.
    expect(await screen.findByText(bannerText)).toBeTruthy();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(screen.queryByText(bannerText)).toBeNull());
  });

  it('loads the screen again from the network once back online', async () => {
    const { freshness, environment } = await renderRoute('/stay?slug=k3x9', {
      resolvers: {
        Reservation: () => ({
          startDate: '2099-12-01T14:00:00.000Z',
          endDate: '2099-12-03T10:00:00.000Z',
          pageState: 'ACTIVE',
        }),
        Property: () => ({ name: 'Kasarmikatu 40', timeZone: 'Europe/Helsinki' }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Kasarmikatu 40' });
    const sent = vi.spyOn(environment.getNetwork(), 'execute');

    // Online, but the screen shows a kept answer: the store is invalidated and the route reloads.
    act(() => freshness.markStale());

    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0]?.[1]).toEqual({ slug: 'k3x9' });
  });
});
