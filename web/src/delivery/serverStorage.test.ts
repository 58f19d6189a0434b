import { describe, expect, it } from 'vitest';
import { createServerStorage } from './serverStorage.ts';

describe("the server's view of a page's storage", () => {
  it('answers the keys the request carries, and its own writes', () => {
    const unknowable = new Set<string>();
    const storage = createServerStorage({ locale: 'de-DE', guestAppSession: null }, unknowable);
    expect(storage.getItem('locale')).toBe('de-DE');
    expect(storage.getItem('guestAppSession')).toBeNull();
    storage.setItem('currentStay', '{"slug":"k3x9"}');
    expect(storage.getItem('currentStay')).toBe('{"slug":"k3x9"}');
    storage.removeItem('locale');
    expect(storage.getItem('locale')).toBeNull();
    expect(unknowable.size).toBe(0);
  });

  it('records a read of what only the browser holds', () => {
    const unknowable = new Set<string>();
    const storage = createServerStorage({}, unknowable);
    expect(storage.getItem('currentStay')).toBeNull();
    expect([...unknowable]).toEqual(['currentStay']);
  });
});
