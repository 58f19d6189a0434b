// Prints, as JSON, what each page of the route table loads lazily beyond the entry (its screen's
// chunks and CSS, and the English texts of its namespaces, which a first visit reads), for the
// gateway's `Link` preload headers: a first visit then fetches the screen together with the entry
// instead of after it. Run by the `pagePreloads` plugin after
// the build, in a process of its own because it evaluates the route table in a browser-like
// global scope: `node build/evaluatePagePreloads.ts <dist/.vite/manifest.json>`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { Window } from 'happy-dom';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { createServer, type Manifest } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lazyFiles, pageRoutes, pageSources, routesOf, textsFiles } from './firstLoad.ts';
import { relayBabel } from './relayBabel.ts';

export type PagePreload = { path: string; files: string[] };

const webRoot = join(import.meta.dirname, '..');
const [manifestFile = join(webRoot, 'dist', '.vite', 'manifest.json')] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const distDirectory = dirname(dirname(manifestFile));

// Modules of the app may read `window`, `document` or `localStorage` when imported.
const browser = new Window({ url: 'http://localhost/' });
const globals = globalThis as Record<string, unknown>;
for (const name of Object.getOwnPropertyNames(browser)) {
  if (!(name in globals)) globals[name] = (browser as unknown as Record<string, unknown>)[name];
}
globals.window = browser;

// Relay ships CommonJS, which Vite's module runner cannot import by name: prebundled to ESM here.
const commonJsDependencies = ['relay-runtime', 'react-relay'];
const server = await createServer({
  root: webRoot,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  plugins: [react(), relayBabel(), VitePWA({ registerType: 'prompt' })],
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
  ssr: { noExternal: commonJsDependencies, optimizeDeps: { include: commonJsDependencies } },
});
try {
  const load = (source: string) => server.ssrLoadModule(`/${source}`);
  const unusedEnvironment = () =>
    new Environment({
      network: Network.create(() => {
        throw new Error('Preloads are computed without loading data.');
      }),
      store: new Store(new RecordSource()),
    });
  const table = await load('src/routes.tsx');
  const pages = await pageSources(
    await pageRoutes(routesOf(table, unusedEnvironment)),
    manifest,
    load,
  );
  const preloads: PagePreload[] = pages
    .map((page) => ({
      path: page.path,
      files: [...lazyFiles(manifest, page.sources), ...textsFiles(distDirectory, page.texts)],
    }))
    .filter((page) => page.files.length > 0);
  process.stdout.write(JSON.stringify(preloads));
} finally {
  await server.close();
  await browser.happyDOM.close();
}
