import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { withServerEntry } from './fake-web-build.ts';

/** A built web client as `vite build` leaves it: text files with their brotli and gzip copies. */
export function writeDist(): { dist: string; script: string; page: string } {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const page = `<!doctype html><title>Guest app</title>${'<meta name="x">'.repeat(100)}`;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};`;
  const files: Record<string, string> = {
    'index.html': page,
    'sw.js': `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`,
    'assets/index-B_--DRgW.js': script,
  };
  for (const [path, content] of Object.entries(files)) {
    writeFileSync(join(dist, path), content);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(content));
  }
  writeFileSync(join(dist, 'pwa-192x192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return { dist, script, page };
}

/**
 * A web build with a server entry (`server/entry-server.js`) standing in for the web app's: it
 * answers by the address, and its page shows what its in-process GraphQL request answered and
 * the nonce it was given, so the gateway's half of the contract is tested on its own. With a
 * `readStay=<slug>` in the address it reads that stay (`test/tracing.test.ts` follows the core API call).
 */
export function writeServerRenderedDist(): string {
  return withServerEntry(
    writeDist().dist,
    `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
export async function createPageRenderer({ distDirectory }) {
  const indexHtml = readFileSync(join(distDirectory, 'index.html'), 'utf8');
  return {
    async render(request, { nonce, fetchGraphql, sessionExpiresAt }) {
      const url = new URL(request.url);
      if (url.pathname === '/old') return { kind: 'redirect', status: 302, location: '/stay', cookies: ['guest_stay=abc; Path=/'] };
      if (url.pathname === '/check-in') return { kind: 'shell', reason: 'test' };
      if (request.method === 'POST') {
        const form = new URLSearchParams(await request.text());
        return { kind: 'redirect', status: 303, location: '/stay?slug=' + form.get('lastName'), cookies: [] };
      }
      if (url.pathname === '/unavailable') {
        return { kind: 'page', status: 503, retryAfterSeconds: 30, body: Buffer.from(indexHtml), cookies: [], links: '' };
      }
      const answer = await fetchGraphql('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-language-code': 'de-DE' },
        body: JSON.stringify(
          url.searchParams.has('readStay')
            ? { query: 'query StayPage($slug: String!) { reservation(slug: $slug) { id } }', variables: { slug: url.searchParams.get('readStay') } }
            : { query: '{ __typename }' },
        ),
      });
      // Some kilobytes, as a real page is: compressed like one (answers under 1 KB are not).
      const html = indexHtml + '<p>' + JSON.stringify({ answer: await answer.json(), nonce, sessionExpiresAt }) + '</p>' + '<footer>Your stay</footer>'.repeat(100);
      const cookies = url.searchParams.has('slug') ? ['guest_stay=' + url.searchParams.get('slug') + '; Path=/; SameSite=Lax'] : [];
      const links = '</assets/app.css>; rel=preload; as=style; crossorigin, </assets/index.js>; rel=modulepreload; crossorigin';
      return { kind: 'page', status: url.pathname === '/missing' ? 404 : 200, body: Buffer.from(html), cookies, links };
    },
  };
}
`,
  );
}
