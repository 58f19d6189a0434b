import { beforeEach, describe, expect, it } from 'vitest';
import { clearCurrentStay, isValidSlug, readCurrentStay, storeCurrentStay } from './currentStay.ts';

describe('current stay storage', () => {
  beforeEach(() => localStorage.clear());

  it('treats only non-empty strings as valid slugs', () => {
    expect(isValidSlug('k3x9')).toBe(true);
    expect(isValidSlug('')).toBe(false);
    expect(isValidSlug('   ')).toBe(false);
    expect(isValidSlug(null)).toBe(false);
    expect(isValidSlug(42)).toBe(false);
  });

  it('stores a valid slug as a {slug} object under currentStay', () => {
    expect(storeCurrentStay('k3x9')).toBe(true);
    expect(JSON.parse(localStorage.getItem('currentStay') ?? 'null')).toEqual({ slug: 'k3x9' });
    expect(readCurrentStay()).toEqual({ slug: 'k3x9' });
  });

  it('ignores an invalid slug and keeps the stored stay', () => {
    storeCurrentStay('k3x9');
    expect(storeCurrentStay('')).toBe(false);
    expect(readCurrentStay()).toEqual({ slug: 'k3x9' });
  });

  it.each([['not json'], ['{"slug":""}'], ['{"other":"x"}'], ['"k3x9"'], ['null']])(
    'reads a corrupt stored value %s as no stay',
    (raw) => {
      localStorage.setItem('currentStay', raw);
      expect(readCurrentStay()).toBeNull();
    },
  );

  it('forgets the stay when cleared', () => {
    storeCurrentStay('k3x9');
    clearCurrentStay();
    expect(readCurrentStay()).toBeNull();
  });
});
