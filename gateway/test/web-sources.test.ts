import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway } from './support/gateway.ts';
import { type RunningSandbox, startSandbox } from './support/sandbox.ts';

/*
 * `npm run dev`: the gateway serves the web app from its sources (WEB_CLIENT=sources, Vite in
 * middleware mode, web/dev-server.ts) and draws its pages on the server, as production does.
 */

const webRoot = join(import.meta.dirname, '..', '..', 'web');

describe('the web client from its sources (development)', () => {
  let running: { sandbox: RunningSandbox; gateway: FastifyInstance } | undefined;
  const sandbox = () => running?.sandbox as RunningSandbox;
  const gateway = () => running?.gateway as FastifyInstance;
  // Vite loads its config and plugins as it starts: seconds on a loaded machine.
  beforeAll(async () => {
    const started = await startSandbox();
    running = {
      sandbox: started,
      gateway: await buildTestGateway({
        coreApiUrl: started.url,
        env: { WEB_CLIENT: 'sources' },
        // The web app's Relay requests send their persisted document ids, in development too.
        persistedDocuments: new Map(
          Object.entries(
            JSON.parse(readFileSync(join(webRoot, 'persisted-documents.json'), 'utf8')),
          ),
        ),
      }),
    };
  }, 120_000);
  afterAll(async () => {
    await running?.gateway.close();
    await running?.sandbox.close();
  });

  it('draws a stay page on the server from the sources, its property and booking number', async () => {
    const stay = await sandbox().createReservation({ propertyKey: 'helsinki-kas40' });
    const response = await gateway().inject({
      method: 'GET',
      url: `/stay?slug=${stay.slug}`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    // Drawn by the server: the stay itself, and the page's data for the browser to take over.
    expect(html).toMatch(/<h1 id="stay-heading">Helsinki Kasarmikatu 40<\/h1>/);
    expect(html).toMatch(new RegExp(`Booking number <span[^>]*>${stay.confirmationNumber}<`));
    expect(html).toContain('id="page-data"');
    // Styled before its scripts run: the app's stylesheets and its components' as Vite serves them.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin="" href="/src/styles/tokens.css"/>');
    expect(head).toMatch(
      /<link rel="stylesheet" crossorigin="" href="\/src\/routes\/Stay\/[^"]+\.module\.css"/,
    );
    const styles = await gateway().inject({
      method: 'GET',
      url: '/src/styles/tokens.css',
      headers: { accept: 'text/css' },
    });
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
    // Started from the sources, React Refresh's preamble first, under the page's nonce.
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(
      `<script type="module" src="/src/delivery/developmentEntry.ts" nonce="${nonce}"`,
    );
  }, 120_000);

  describe('with no storage global on the server', () => {
    // The browser's storage, watched: a module that read or defined it would show here.
    const storages = ['localStorage', 'sessionStorage'] as const;
    const reads: string[] = [];
    const watches = new Map<string, PropertyDescriptor>();
    beforeAll(() => {
      for (const name of storages) {
        const watch: PropertyDescriptor = {
          configurable: true,
          get() {
            reads.push(name);
            return undefined;
          },
        };
        Object.defineProperty(globalThis, name, watch);
        watches.set(name, watch);
      }
    });
    afterAll(() => {
      for (const name of storages) Reflect.deleteProperty(globalThis, name);
    });

    it("draws the stay's pages and sends the installed app on to its stay from the request alone", async () => {
      const stay = await sandbox().createReservation({ propertyKey: 'helsinki-kas40' });
      const page = (url: string, cookie = '') =>
        gateway().inject({ method: 'GET', url, headers: { accept: 'text/html', cookie } });
      for (const url of [`/stay?slug=${stay.slug}`, `/stay/access?slug=${stay.slug}`]) {
        const drawn = await page(url);
        expect(drawn.statusCode, url).toBe(200);
        expect(drawn.body, url).toContain('id="page-data"');
      }
      // The stay remembered by its cookie: the installed app's start is a redirect to it.
      const start = await page('/check-in?source=home-screen', `guest_stay=${stay.slug}`);
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe(`/stay?slug=${stay.slug}`);
      expect(reads).toEqual([]);
      for (const name of storages) {
        expect(Object.getOwnPropertyDescriptor(globalThis, name)?.get).toBe(watches.get(name)?.get);
      }
    }, 120_000);
  });

  it('serves the modules the page starts from, transformed by Vite, outside the per-IP limit', async () => {
    const entry = await gateway().inject({
      method: 'GET',
      url: '/src/delivery/developmentEntry.ts',
    });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.body).toContain('/src/main.tsx');
    expect(entry.headers['x-ratelimit-limit']).toBeUndefined();
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
    const missing = await gateway().inject({ method: 'GET', url: '/src/no-such-module.ts' });
    expect(missing.statusCode).toBe(404);
  }, 120_000);
});
