import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/renderRoute.tsx';

// A slow network: the Extras screen's loader code arrives only when the test lets it.
const network = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('../routes/Extras/extrasLoader.ts', async (importOriginal) => {
  await network.arrived;
  return importOriginal();
});

describe('a tab tapped on a slow network', () => {
  it('shows the pressed tab and progress at once, until the screen is there', async () => {
    const { router } = await renderRoute('/stay?slug=k3x9', {
      resolvers: { Reservation: () => ({ id: 'r1', slug: 'k3x9', pageState: 'ACTIVE' }) },
    });
    const tabs = await screen.findByRole('navigation', { name: 'Stay sections' });
    const extras = within(tabs).getByRole('link', { name: 'Extras' });

    fireEvent.click(extras);

    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(extras.className).toMatch(/pending/);
    expect(router.state.location.pathname).toBe('/stay');

    await act(async () => network.arrive());
    await waitFor(() => expect(router.state.location.pathname).toBe('/stay/extras'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(extras.getAttribute('aria-current')).toBe('page');
  });
});
