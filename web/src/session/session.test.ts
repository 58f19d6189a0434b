import { beforeEach, describe, expect, it } from 'vitest';
import { storeRedirectTarget, takeRedirectTarget } from './redirectTarget.ts';
import { clearSession, isSignedIn, sessionEndOnThisDevice, storeSession } from './session.ts';

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

  it("ends its lifetime after sign-in on this device's clock, however far from the hotel's", () => {
    // A phone set three hours ahead of the hotel: the server's end of the session (an hour after
    // sign-in on its clock) is two hours past on the phone's, its lifetime still an hour ahead.
    const phoneNow = now + 3 * 3_600_000;
    storeSession(sessionEndOnThisDevice(3_600, phoneNow));
    expect(isSignedIn(localStorage, phoneNow)).toBe(true);
    expect(isSignedIn(localStorage, phoneNow + 3_599_000)).toBe(true);
    expect(isSignedIn(localStorage, phoneNow + 3_600_000)).toBe(false);
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

  it.each([
    ['an absolute address', 'https://evil.example/'],
    ['a scheme-relative address', '//evil.example/'],
    ['a backslash after the slash', '/\\evil.example/'],
    ['two backslashes', '/\\\\evil.example/'],
    ['a tab between the slashes', '/\t/evil.example/'],
    ['a newline between the slashes', '/\n/evil.example/'],
    ['a carriage return between the slashes', '/\r/evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('is never %s', (_, target) => {
    storeRedirectTarget(target);
    expect(sessionStorage.getItem('redirectUrl')).toBeNull();
    // Whatever else wrote the key, it is checked again when taken.
    sessionStorage.setItem('redirectUrl', target);
    expect(takeRedirectTarget()).toBeNull();
  });

  it('keeps a path with its query and fragment', () => {
    storeRedirectTarget('/stay/extras?slug=k3x9#breakfast');
    expect(takeRedirectTarget()).toBe('/stay/extras?slug=k3x9#breakfast');
  });
});
