import { describe, expect, it } from 'vitest';
import { type ShellState, showsAccountNotification } from './shellState.ts';

const fresh: ShellState = {
  unreadMessages: 0,
  customerDataLoaded: true,
  signedIn: false,
  accountVisited: false,
  propertyWhiteLabel: false,
};

describe('the account notification (spec §4)', () => {
  it('shows once customer data has loaded, nobody is signed in and the account was not visited', () => {
    expect(showsAccountNotification(fresh)).toBe(true);
  });

  it.each([
    ['customer data not loaded', { customerDataLoaded: false }],
    ['a customer signed in', { signedIn: true }],
    ['the account visited', { accountVisited: true }],
  ])('does not show with %s', (_, change) => {
    expect(showsAccountNotification({ ...fresh, ...change })).toBe(false);
  });
});
