import { describe, expect, it } from 'vitest';
import { showsAccountNotification } from './shellState.ts';

describe('the account notification (spec §4)', () => {
  it('shows once customer data has loaded, nobody is signed in and the account was not visited', () => {
    expect(
      showsAccountNotification({
        customerDataLoaded: true,
        signedIn: false,
        accountVisited: false,
      }),
    ).toBe(true);
  });

  it.each([
    [
      'customer data not loaded',
      { customerDataLoaded: false, signedIn: false, accountVisited: false },
    ],
    ['a customer signed in', { customerDataLoaded: true, signedIn: true, accountVisited: false }],
    ['the account visited', { customerDataLoaded: true, signedIn: false, accountVisited: true }],
  ])('does not show with %s', (_, state) => {
    expect(showsAccountNotification(state)).toBe(false);
  });
});
