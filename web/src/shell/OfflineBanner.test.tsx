import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/renderRoute.tsx';

const bannerText = "You're offline. What you see may be out of date.";

describe('the offline banner', () => {
  beforeEach(() => localStorage.clear());

  it("says the hotel's system cannot be reached while a screen shows answers kept on the phone, and since when", async () => {
    const { freshness } = await renderRoute('/check-in');
    await screen.findByLabelText('Last name');
    expect(screen.queryByRole('status')).toBeNull();

    act(() => freshness.markStale());
    // Found, not got: the banner's subscription may still be settling after the screen's render.
    expect((await screen.findByRole('status')).textContent).toBe(
      "We can't reach the hotel's system right now. What you see may be out of date.",
    );

    const keptAt = new Date();
    keptAt.setHours(9, 5, 0, 0);
    act(() => freshness.markStale(keptAt.getTime()));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        "We can't reach the hotel's system right now. Shown from your phone, last updated 09:05.",
      ),
    );

    act(() => freshness.markFresh());
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
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

    // Online, but the screen shows a kept answer: the store is invalidated and the route reloads
    // by itself, after a few seconds (then backing off), and at once when the device is back.
    act(() => freshness.markStale());
    expect(sent).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(sent).toHaveBeenCalled(), { timeout: 9000 });
    expect(sent.mock.calls[0]?.[1]).toEqual({ slug: 'k3x9' });

    const calls = sent.mock.calls.length;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(sent.mock.calls.length).toBeGreaterThan(calls));
  }, 20_000);
});
