import { describe, expect, it } from 'vitest';
import { money } from '../../ordering/money.ts';
import { extensionChoice, optionFor } from './extensionChoice.ts';

const options = [
  { productId: 'p', kind: 'ONE_NIGHT', nights: 1, maxNights: 5, isAvailable: true },
  { productId: 'p', kind: 'TWO_NIGHTS', nights: 2, maxNights: 5, isAvailable: false },
  { productId: 'p', kind: 'MORE_THAN_TWO_NIGHTS', nights: 3, maxNights: 5, isAvailable: true },
];

describe('stay extension choice', () => {
  it('finds the option of 1, 2 or more than 2 nights, checked against availability', () => {
    expect(optionFor(options, 1)?.kind).toBe('ONE_NIGHT');
    expect(optionFor(options, 2)).toBeNull();
    expect(optionFor(options, 4)?.kind).toBe('MORE_THAN_TWO_NIGHTS');
    expect(optionFor(options, 6)).toBeNull();
    expect(optionFor(options, 0)).toBeNull();
  });

  it('prices the nights and moves the departure day', () => {
    const option = options[2];
    if (!option) throw new Error('no option');
    expect(extensionChoice(option, 4, '2026-11-30', money(8900, 'EUR'))).toEqual({
      productId: 'p',
      nights: 4,
      endDate: '2026-12-04',
      price: money(35600, 'EUR'),
    });
  });
});
