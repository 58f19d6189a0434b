import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from '../src/auth/language.ts';
import { jwtExpiry, readSession } from '../src/auth/session.ts';
import { jwtWithExpiry } from './support/tokens.ts';

describe('session', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const inOneHour = Math.floor(now.getTime() / 1000) + 3600;
  const anHourAgo = Math.floor(now.getTime() / 1000) - 3600;

  it('takes the bearer token from Authorization before the cookie', () => {
    const header = jwtWithExpiry(inOneHour);
    const cookie = jwtWithExpiry(inOneHour + 1);
    expect(readSession(`Bearer ${header}`, cookie, now)?.token).toBe(header);
    expect(readSession(undefined, cookie, now)?.token).toBe(cookie);
  });

  it('is valid only while exp is in the future', () => {
    expect(readSession(`Bearer ${jwtWithExpiry(anHourAgo)}`, undefined, now)).toBeUndefined();
    expect(readSession(`Bearer ${jwtWithExpiry(inOneHour)}`, undefined, now)?.expiresAt).toEqual(
      new Date(inOneHour * 1000),
    );
  });

  it('ignores missing, malformed and exp-less tokens', () => {
    expect(readSession(undefined, undefined, now)).toBeUndefined();
    expect(readSession('Bearer not-a-jwt', undefined, now)).toBeUndefined();
    expect(readSession('Basic dXNlcjpwYXNz', undefined, now)).toBeUndefined();
    expect(jwtExpiry(`x.${Buffer.from('{"sub":"a"}').toString('base64url')}.y`)).toBeUndefined();
  });
});

describe('language', () => {
  it('accepts the 10 supported locales from x-language-code, in locale or slug form', () => {
    expect(negotiateLanguage({ 'x-language-code': 'de-DE' })).toBe('de-DE');
    expect(negotiateLanguage({ 'x-language-code': 'fi' })).toBe('fi-FI');
    expect(negotiateLanguage({ 'x-language-code': 'GER' })).toBe('de-DE');
  });

  it('falls back to the best supported Accept-Language entry', () => {
    expect(negotiateLanguage({ 'accept-language': 'fr-FR, nl;q=0.8, en;q=0.5' })).toBe('nl-NL');
    expect(negotiateLanguage({ 'x-language-code': 'fr-FR', 'accept-language': 'it' })).toBe(
      'it-IT',
    );
  });

  it('forwards nothing for unsupported languages', () => {
    expect(negotiateLanguage({ 'x-language-code': 'fr-FR' })).toBeUndefined();
    expect(negotiateLanguage({ 'accept-language': 'fr, *;q=0.1' })).toBeUndefined();
    expect(negotiateLanguage({})).toBeUndefined();
  });
});
