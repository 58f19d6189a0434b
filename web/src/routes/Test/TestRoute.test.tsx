import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';

describe('/test', () => {
  it('goes to the index in production', async () => {
    const { router } = await renderRoute('/test', { appEnvironment: 'production', manual: true });
    const visited: string[] = [];
    router.subscribe((state) => {
      visited.push(state.navigation.location?.pathname ?? state.location.pathname);
    });
    await waitFor(() => expect(visited).toContain('/'));
    expect(screen.queryByRole('heading', { name: 'Test page' })).toBeNull();
  });

  it('is the testers page elsewhere, with the environment and the demo stays', async () => {
    await renderRoute('/test', { appEnvironment: 'stage' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Test page' })).toBeTruthy();
    expect(screen.getByText('stage')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Helsinki: arrives today, details required' })
        .getAttribute('href'),
    ).toBe('/stay?slug=demo-stay-helsinki');
  });
});
