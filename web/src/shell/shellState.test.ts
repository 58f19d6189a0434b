import { describe, expect, it } from 'vitest';
import { showsAccountNotification } from './shellState.ts';

describe('the account notification (spec §4)', () => {
  it('shows once customer data has loaded, nobody is signed in and the account was not visited', () => {
    expect(showsAccountNotification('signed-out', false)).toBe(true);
  });

  it.each([
    ['customer data not loaded', 'not-loaded', false],
    ['a customer signed in', 'signed-in', false],
    ['the account visited', 'signed-out', true],
  ] as const)('does not show with %s', (_, customer, accountVisited) => {
    expect(showsAccountNotification(customer, accountVisited)).toBe(false);
  });
});
