import { beforeEach, describe, expect, it } from 'vitest';
import { storeRedirectTarget, takeRedirectTarget } from './redirectTarget.ts';
import { clearSession, isSignedIn, storeSession } from './session.ts';

const now = Date.parse('2026-12-01T12:00:00Z');

describe('the session', () => {
  beforeEach(() => localStorage.clear());

  it('is valid only while its stored expiry is in the future', () => {
    expect(isSignedIn(localStorage, now)).toBe(false);
    storeSession('2026-12-01T12:00:01Z');
    expect(isSignedIn(localStorage, now)).toBe(true);
    storeSession('2026-12-01T12:00:00Z');
    expect(isSignedIn(localStorage, now)).toBe(false);
  });

  it('is not valid with an unreadable stored value, or once cleared', () => {
    localStorage.setItem('guestAppSession', '{not json');
    expect(isSignedIn(localStorage, now)).toBe(false);
    storeSession('2099-01-01T00:00:00Z');
    clearSession();
    expect(isSignedIn(localStorage, now)).toBe(false);
  });
});

describe('the redirect target', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept for the browser session under redirectUrl and taken once', () => {
    storeRedirectTarget('/account/rewards');
    expect(sessionStorage.getItem('redirectUrl')).toBe('/account/rewards');
    expect(takeRedirectTarget()).toBe('/account/rewards');
    expect(takeRedirectTarget()).toBeNull();
  });

  it('is never an address outside the app', () => {
    storeRedirectTarget('https://evil.example/');
    storeRedirectTarget('//evil.example/');
    expect(takeRedirectTarget()).toBeNull();
  });
});
