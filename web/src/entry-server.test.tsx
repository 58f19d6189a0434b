// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RenderedPage } from './delivery/pageRenderer.ts';
import { createPageRenderer } from './entry-server.tsx';

/*
 * The server render's answer when the stay's read fails, run on the real route table and
 * loaders with the gateway's GraphQL answers written out: the hotel's system that cannot be
 * reached is a 503 page saying so, with `Retry-After`, never the reservation-not-found page (a
 * 404 that made the browser forget the stay and its door codes); a stay that does not exist is
 * that 404.
 */

/**
 * A build's manifests, as small as the renderer takes them: an entry chunk for the page's script,
 * and a server build with no lazy chunks of its own (here the route table's modules load from
 * the sources).
 */
function minimalBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'guest-web-dist-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'server', '.vite'), { recursive: true });
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/main.js', src: 'src/main.tsx', isEntry: true },
    }),
  );
  writeFileSync(join(dist, 'server', '.vite', 'manifest.json'), '{}');
  return dist;
}

const renderer = await createPageRenderer({ kind: 'built', distDirectory: minimalBuild() });

function gatewayAnswering(body: object) {
  const fetchGraphql = (async () => Response.json(body)) as typeof fetch;
  return { nonce: 'n0nce', fetchGraphql, sessionExpiresAt: null };
}

function text(page: RenderedPage): string {
  if (page.kind !== 'page') return '';
  return page.body.toString('utf8');
}

const stayFailed = (code: string) => ({
  data: { reservation: null },
  errors: [
    { message: 'The service could not be reached.', path: ['reservation'], extensions: { code } },
  ],
});

describe('a server-drawn stay page whose read failed', () => {
  for (const code of ['NETWORK', 'UNKNOWN', 'RATE_LIMITED']) {
    it(`answers 503 with Retry-After and says the hotel's system cannot be reached (${code})`, async () => {
      for (const address of ['/stay?slug=k3x9', '/stay/access?slug=k3x9']) {
        const page = await renderer.render(
          new Request(`http://localhost${address}`, { headers: { accept: 'text/html' } }),
          gatewayAnswering(stayFailed(code)),
        );
        expect(page).toMatchObject({ kind: 'page', status: 503, retryAfterSeconds: 30 });
        const html = text(page);
        expect(html).toContain('We can&#x27;t reach the hotel&#x27;s system right now');
        expect(html).not.toContain('What a bummer');
        // No page data: the browser draws the page itself, from the stay kept on the phone.
        expect(html).not.toContain('id="page-data"');
        expect(html).toMatch(/<script type="module" src="\/assets\/main\.js" nonce="n0nce"/);
      }
    });
  }

  it('says so in the language of the page', async () => {
    const page = await renderer.render(
      new Request('http://localhost/stay?slug=k3x9&lng=de-DE', {
        headers: { accept: 'text/html' },
      }),
      gatewayAnswering(stayFailed('NETWORK')),
    );
    expect(page).toMatchObject({ status: 503 });
    expect(text(page)).toContain('Wir erreichen das System des Hotels gerade nicht');
  });

  it('is the not-found page with 404 only when the stay does not exist', async () => {
    for (const answer of [
      { data: { reservation: null } },
      stayFailed('RESERVATION_NOT_FOUND'),
      stayFailed('BAD_USER_INPUT'),
    ]) {
      const page = await renderer.render(
        new Request('http://localhost/stay?slug=k3x9', { headers: { accept: 'text/html' } }),
        gatewayAnswering(answer),
      );
      expect(page).toMatchObject({ kind: 'page', status: 404 });
      expect(text(page)).toContain('What a bummer');
    }
  });
});

describe('a language cookie the client damaged', () => {
  it('is no language: the page is drawn in English', async () => {
    for (const cookie of ['guest_locale=%E0%A4%A', 'guest_locale=xx-XX', 'guest_locale=']) {
      const page = await renderer.render(
        new Request('http://localhost/stay?slug=k3x9', {
          headers: { accept: 'text/html', cookie },
        }),
        gatewayAnswering({ data: { reservation: null } }),
      );
      expect(page).toMatchObject({ kind: 'page', status: 404 });
      expect(text(page)).toContain('<html lang="en-GB"');
    }
  });
});

describe('an address only the browser can draw', () => {
  function gatewayCounting() {
    const asked: string[] = [];
    const fetchGraphql = (async (_input, init) => {
      asked.push(String(init?.body));
      return Response.json({ data: { reservation: null } });
    }) as typeof fetch;
    return { asked, options: { nonce: 'n0nce', fetchGraphql, sessionExpiresAt: null } };
  }
  const request = (path: string) =>
    new Request(`http://localhost${path}`, { headers: { accept: 'text/html' } });

  it('is left to the browser before any of its loaders runs, every time it is asked for', async () => {
    const gateway = gatewayCounting();
    for (let visit = 0; visit < 3; visit += 1) {
      const page = await renderer.render(
        request('/stay/order-confirmation?slug=k3x9'),
        gateway.options,
      );
      expect(page).toMatchObject({ kind: 'shell' });
    }
    expect(gateway.asked).toEqual([]);
  });

  it('is left to the browser when its route says so only once its lazy handle is loaded', async () => {
    // The testers' page (outside production): its handle comes with its chunk.
    const gateway = gatewayCounting();
    for (let visit = 0; visit < 2; visit += 1) {
      expect(await renderer.render(request('/test'), gateway.options)).toMatchObject({
        kind: 'shell',
        reason: "the page reads what the page shows of the device's storage",
      });
    }
  });
});
