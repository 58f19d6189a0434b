import { describe, expect, it } from 'vitest';
import {
  accessTokenSecret,
  signAccessToken,
  verifyAccessToken,
} from '../src/domain/access-token.ts';

const now = new Date('2026-06-15T08:00:00Z');
const subject = { customerId: 'c-1', email: 'guest@example.com' };

describe('access tokens', () => {
  it('uses SANDBOX_JWT_SECRET when set, so tokens survive a restart', async () => {
    const env = { SANDBOX_JWT_SECRET: 'x'.repeat(32) };
    const token = await signAccessToken(subject, accessTokenSecret(env), now);
    expect(await verifyAccessToken(token, accessTokenSecret(env), now)).toMatchObject({
      ok: true,
      subject,
      tokenId: expect.any(String),
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
  });

  it('refuses a short secret and draws a random one when unset', () => {
    expect(() => accessTokenSecret({ SANDBOX_JWT_SECRET: 'short' })).toThrow(/SANDBOX_JWT_SECRET/);
    const [a, b] = [accessTokenSecret({}), accessTokenSecret({})];
    expect(a).toHaveLength(32);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it('expires one hour after issue on the given clock', async () => {
    const secret = accessTokenSecret({});
    const token = await signAccessToken(subject, secret, now);
    const justBefore = new Date(now.getTime() + 3_599_000);
    expect((await verifyAccessToken(token, secret, justBefore)).ok).toBe(true);
    const after = new Date(now.getTime() + 3_600_000);
    expect(await verifyAccessToken(token, secret, after)).toEqual({
      ok: false,
      problem: 'expired',
    });
  });

  it('tells a foreign signature from a malformed token', async () => {
    const token = await signAccessToken(subject, accessTokenSecret({}), now);
    expect(await verifyAccessToken(token, accessTokenSecret({}), now)).toEqual({
      ok: false,
      problem: 'bad-signature',
    });
    expect(await verifyAccessToken('a.b.c', accessTokenSecret({}), now)).toEqual({
      ok: false,
      problem: 'malformed',
    });
  });
});
