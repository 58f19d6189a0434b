import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/auth/session.ts';
import { echoingWebBuild } from '../support/echoing-web-build.ts';
import { persisted, send, useProductionGateway } from './support.ts';

// The security corpus, part 12: cookie values are the client's to send, and none of them may
// reach a 500 (a session cookie whose `exp` was 1e300 once made every page answer 500 and log a
// stack trace, issue 28 E4). Each is treated as no session, logged at info without its value.

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: unknown) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2ln`;

const badSessionCookies: [string, string][] = [
  ['an exp out of range', token({ sub: 'x', exp: 1e300 })],
  ['an exp out of range below', token({ sub: 'x', exp: -1e300 })],
  ['an exp past the last date a Date holds', token({ sub: 'x', exp: 8.64e12 + 1 })],
  ['an exp as text', token({ sub: 'x', exp: 'tomorrow' })],
  ['an exp of null', token({ sub: 'x', exp: null })],
  ['an expired exp', token({ sub: 'x', exp: 1 })],
  ['claims that are a list', token([1, 2, 3])],
  ['claims that are no JSON', 'eyJhbGciOiJub25lIn0.bm90IGpzb24.c2ln'],
  ['no JWT at all', 'garbage'],
  ['broken percent-encoding', '%E0%A4%A'],
  ['a quoted value', '"abc.def.ghi"'],
  ['4,000 characters', 'a'.repeat(4000)],
];

const badCookieHeaders: [string, string][] = [
  ...badSessionCookies.map(([name, value]): [string, string] => [
    `a session cookie with ${name}`,
    `${sessionCookieName}=${value}`,
  ]),
  [
    'two session cookies',
    `${sessionCookieName}=garbage; ${sessionCookieName}=${token({ exp: 1e300 })}`,
  ],
  ['a language cookie with broken percent-encoding', 'guest_locale=%E0%A4%A'],
  ['a language cookie naming no language', 'guest_locale=xx-XX%00'],
  ['a cookie without a name', '=value; ;;'],
  ['a header of separators', ';;;=;='],
];

const { gateway, log } = useProductionGateway({ WEB_DIST_DIR: echoingWebBuild() });

describe('security corpus: untrusted cookie values', () => {
  it.each(badCookieHeaders)(
    'treats %s as no session, on pages and in GraphQL',
    async (_, cookie) => {
      const page = await gateway().inject({
        method: 'GET',
        url: '/stay?slug=demo-stay-helsinki',
        headers: { accept: 'text/html', cookie },
      });
      expect(page.statusCode).toBe(200);
      expect(JSON.parse(page.body)).toMatchObject({ sessionExpiresAt: null });

      const viewer = await persisted(gateway(), 'Viewer', {}, { cookie });
      expect(viewer.status).toBe(200);
      expect(viewer.body).toEqual({ data: { viewer: null } });
      const stay = await persisted(gateway(), 'Stay', { slug: 'demo-stay-helsinki' }, { cookie });
      expect(stay.body.data).toEqual({
        reservation: { slug: 'demo-stay-helsinki', confirmationNumber: 'BK-100001' },
      });
    },
  );

  it('logs a session cookie that is no session at info, never its value, and nothing at error', async () => {
    log.length = 0;
    for (const [, value] of badSessionCookies) {
      await send(gateway(), {
        payload: { documentId: 'Viewer', variables: {} },
        headers: { cookie: `${sessionCookieName}=${value}` },
      });
    }
    const entries = log.map((line) => JSON.parse(line) as { level: number; msg?: string });
    const ignored = entries.filter((entry) => entry.msg === 'session cookie ignored: no session');
    expect(ignored.length).toBe(badSessionCookies.length);
    expect(ignored.every((entry) => entry.level === 30)).toBe(true);
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    for (const [, value] of badSessionCookies) {
      expect(log.join('\n')).not.toContain(value);
    }
  });
});
