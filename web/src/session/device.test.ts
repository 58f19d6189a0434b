import { beforeEach, describe, expect, it } from 'vitest';
import { readCurrentStay, storeCurrentStay } from './currentStay.ts';
import { browserDevice, stayCookie, stayCookieName, staySlugOf } from './device.ts';

const request = (search: string) => new Request(`http://localhost/stay${search}`);

describe("the browser's device", () => {
  beforeEach(() => {
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the device writes.
    document.cookie = `${stayCookieName}=; Max-Age=0; Path=/`;
  });

  it("prefers the address's slug, remembers it and tells the server through the stay cookie", () => {
    const device = browserDevice();
    storeCurrentStay('older');
    expect(staySlugOf(request('?slug=newer'), device)).toBe('newer');
    expect(readCurrentStay()).toEqual({ slug: 'newer' });
    expect(document.cookie).toContain(`${stayCookieName}=newer`);
  });

  it('falls back to the remembered stay when the address has no valid slug, else none', () => {
    const device = browserDevice();
    expect(staySlugOf(request(''), device)).toBeNull();
    storeCurrentStay('stored');
    expect(staySlugOf(request(''), device)).toBe('stored');
    expect(staySlugOf(request('?slug='), device)).toBe('stored');
  });

  it('forgets the stay in storage and in the cookie', () => {
    const device = browserDevice();
    device.rememberStay('k3x9');
    device.forgetStay();
    expect(device.currentStay()).toBeNull();
    expect(document.cookie).not.toContain(`${stayCookieName}=k3x9`);
  });
});

describe('the stay cookie', () => {
  it('holds the slug alone, first-party, for a year; forgetting it expires it', () => {
    expect(stayCookie('k3x9 ü', { secure: true })).toBe(
      'guest_stay=k3x9%20%C3%BC; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(stayCookie(null, { secure: false })).toBe(
      'guest_stay=; Path=/; Max-Age=0; SameSite=Lax',
    );
  });
});
