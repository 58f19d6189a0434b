import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isOfflineError } from '../relay/errors.ts';
import { renderRoute } from '../testing/renderRoute.tsx';

// The Extras screen's code, as a browser that cannot download it: rejected while `offline`.
const connection = vi.hoisted(() => ({ offline: false, attempts: 0 }));
vi.mock('../routes/Extras/extrasLoader.ts', async (importOriginal) => {
  connection.attempts += 1;
  if (connection.offline) {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/extrasLoader.js');
  }
  return importOriginal();
});

const stay = {
  Reservation: () => ({ id: 'r1', slug: 'k3x9', pageState: 'ACTIVE' }),
};

describe('a screen not visited yet, opened offline', () => {
  // The screen's component compiled ahead: on a busy machine its first compile, once back online,
  // outlasted the wait for the screen. Only its loader is the code the offline browser lacks.
  beforeAll(async () => {
    await import('../routes/Extras/ExtrasRoute.tsx');
  });

  afterEach(() => {
    connection.offline = false;
    vi.restoreAllMocks();
  });

  it('keeps the shell, says it is offline and what to do, and loads by itself once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = await renderRoute('/stay?slug=k3x9', { resolvers: stay });
    const tabs = await screen.findByRole('navigation', { name: 'Stay sections' });
    connection.offline = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    fireEvent.click(within(tabs).getByRole('link', { name: 'Extras' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("You're offline");
    expect(alert.textContent).not.toContain('Something went wrong');
    expect(alert.textContent).toContain('This screen loads by itself once you are back online.');
    // The header and the tabs stay.
    expect(screen.getByRole('navigation', { name: 'Stay sections' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();

    const attempts = connection.attempts;
    connection.offline = false;
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(connection.attempts).toBeGreaterThan(attempts);
    expect(router.state.location.pathname).toBe('/stay/extras');
  });

  it('takes a screen code that could not be downloaded for no connection', () => {
    const chromium = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    const safari = new TypeError('Importing a module script failed.');
    expect([chromium, safari].map(isOfflineError)).toEqual([true, true]);
    expect(isOfflineError(new Error('Something broke'))).toBe(false);
  });
});
