import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsCookieLifetimeMs,
  analyticsCookieName,
  createCookieIdentityStore,
} from './identityCookie.ts';

describe('the analytics identity cookie', () => {
  afterEach(() => {
    createCookieIdentityStore().write(null);
    vi.restoreAllMocks();
  });

  it('lives 365 days (spec §9: 31,536,000,000 ms)', () => {
    expect(analyticsCookieLifetimeMs).toBe(31_536_000_000);
    const written: string[] = [];
    const page = {
      cookie: '',
      location: { protocol: 'https:' },
    } as unknown as Document;
    Object.defineProperty(page, 'cookie', {
      get: () => '',
      set: (value: string) => written.push(value),
    });
    createCookieIdentityStore(page).write({ userId: 'user-1', staff: false });
    expect(written[0]).toMatch(
      /^analyticsIdentity=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/,
    );
  });

  it('reads back the customer id and staff flag, and forgets them on logout', () => {
    const store = createCookieIdentityStore();
    expect(store.read()).toBeNull();
    store.write({ userId: 'user-1', staff: true });
    expect(store.read()).toEqual({ userId: 'user-1', staff: true });
    store.write(null);
    expect(store.read()).toBeNull();
  });

  it('takes a damaged cookie for no identity', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants a cookie the store never writes.
    document.cookie = `${analyticsCookieName}=%7Bnot-json; Path=/`;
    expect(createCookieIdentityStore().read()).toBeNull();
  });
});
