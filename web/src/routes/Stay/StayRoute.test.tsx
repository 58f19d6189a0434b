import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCurrentStay, storeCurrentStay } from '../../stay/currentStay.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';

const berlinStay = {
  confirmationNumber: 'BK-4711',
  startDate: '2099-12-01T14:00:00.000Z',
  endDate: '2099-12-03T10:00:00.000Z',
  pageState: 'ACTIVE',
};
const berlin = { name: 'Kopenhagener Straße 92', city: 'Berlin', timeZone: 'Europe/Berlin' };

const stayResolvers = (reservation: object = berlinStay) => ({
  Reservation: () => reservation,
  Property: () => berlin,
});

describe('the stay page', () => {
  beforeEach(() => localStorage.clear());

  it('shows the property and the dates in the property time zone', async () => {
    await renderRoute('/stay?slug=k3x9', { resolvers: stayResolvers() });

    expect(await screen.findByRole('heading', { level: 1, name: berlin.name })).toBeTruthy();
    expect(screen.getByText('Booking number BK-4711')).toBeTruthy();
    expect(screen.getByText('Tue, 1 Dec 2099, 15:00')).toBeTruthy();
    expect(screen.getByText('Thu, 3 Dec 2099, 11:00')).toBeTruthy();
    expect(readCurrentStay()).toEqual({ slug: 'k3x9' });
  });

  it('has a tab bar of real links, keeping the slug', async () => {
    await renderRoute('/stay?slug=k3x9', { resolvers: stayResolvers() });

    const nav = await screen.findByRole('navigation', { name: 'Stay sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toContain('Stay');
    expect(links[0]?.getAttribute('href')).toBe('/stay?slug=k3x9');
  });

  it('uses the stored stay when the address has no slug', async () => {
    storeCurrentStay('stored-slug');
    const { environment } = await renderRoute('/stay', { manual: true });

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ slug: 'stored-slug' });
  });

  it('goes to the error page when no reservation has the slug, which forgets the stay', async () => {
    storeCurrentStay('unknown');
    const { router } = await renderRoute('/stay?slug=unknown', {
      resolvers: { Query: () => ({ reservation: null }) },
    });

    expect(
      await screen.findByText('What a bummer! It seems that there is a mistake in the address...'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error');
    expect(readCurrentStay()).toBeNull();
  });

  it('shows the expired-stay screen once the stay has ended', async () => {
    await renderRoute('/stay?slug=k3x9', {
      resolvers: stayResolvers({
        ...berlinStay,
        endDate: '2020-03-03T10:00:00.000Z',
        pageState: 'EXPIRED',
      }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This stay has ended' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Your stay at Kopenhagener Straße 92 ended on 3 Mar 2020. We hope to welcome you back soon.',
      ),
    ).toBeTruthy();
  });

  it('explains how to find a booking when there is no slug at all', async () => {
    const { environment } = await renderRoute('/stay');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No stay to show yet' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find my booking' }).getAttribute('href')).toBe(
      '/check-in',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe('the stay routes of the white-label app', () => {
  beforeEach(() => localStorage.clear());

  it('send a stay route without a slug to /error', async () => {
    const { router } = await renderRoute('/stay', { presentation: 'white-label' });

    await screen.findByText('What a bummer! It seems that there is a mistake in the address...');
    expect(router.state.location.pathname).toBe('/error');
  });

  it('show Stay in the tab bar, without Ask, Explore or Account', async () => {
    await renderRoute('/stay?slug=k3x9', {
      presentation: 'white-label',
      resolvers: stayResolvers(),
    });

    const nav = await screen.findByRole('navigation', { name: 'Stay sections' });
    expect(within(nav).getByText('Stay')).toBeTruthy();
    expect(within(nav).queryByText('Ask')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Guest app, home' })).toBeNull();
  });
});
