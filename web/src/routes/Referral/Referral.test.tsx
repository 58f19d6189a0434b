import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';

const visitor = {
  Query: () => ({ viewer: null }),
  ClientConfiguration: () => ({ bookingAppUrl: 'https://book.example/' }),
};

describe('invite a friend', () => {
  beforeEach(() => localStorage.clear());

  it('asks a visitor of the main app to sign in for their invitation code', async () => {
    await renderRoute('/stay/referral?slug=k3x9', { resolvers: visitor });
    expect(await screen.findByRole('heading', { name: 'Sign in to invite friends' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('offers no sign-in in the white-label app, which has no accounts', async () => {
    await renderRoute('/stay/referral?slug=k3x9', {
      resolvers: visitor,
      presentation: 'white-label',
    });
    expect(
      await screen.findByRole('heading', { name: 'Invitations aren’t offered here' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByText('Sign in to invite friends')).toBeNull();
  });
});
