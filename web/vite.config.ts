import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { appShell } from './build/appShell.ts';
import { entryClosureChunk } from './build/entryChunk.ts';
import { localeTexts } from './build/localeTexts.ts';
import { persistedOnly } from './build/persistedOnly.ts';
import { precompress } from './build/precompress.ts';
import { relayBabel } from './build/relayBabel.ts';
import { runtimeCaches } from './src/pwa/runtimeCaches.ts';

const gatewayOrigin = process.env.GATEWAY_ORIGIN ?? 'http://localhost:4000';

const shell = appShell();

/**
 * The install manifest of the branded app. The home-screen icon opens `/check-in`, whose rule for
 * an installed app (spec §2) goes on to the stored stay, so the guest lands on their stay, or on
 * the booking lookup when this device has none (`/` would go to signup). The start address's
 * marker (`src/session/device.ts`, `installedAppStart`) tells the server it is the installed
 * app, so it answers with the redirect to the stay (the stay cookie) before drawing any form; the
 * app's `id` stays the address it was installed with before the marker.
 */
const manifest: Partial<ManifestOptions> = {
  name: 'Guest app',
  short_name: 'Guest app',
  description: 'Manage your stay: check in, open doors, order extras.',
  theme_color: '#3730a3',
  background_color: '#f7f7f5',
  display: 'standalone',
  id: '/check-in',
  start_url: '/check-in?source=home-screen',
  scope: '/',
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The white-label presentation's manifest: a partner's app, so none of the operator's brand (a
 * plain name, teal as its accent token). Emitted beside the branded one; `host/presentation.ts`
 * points the page's manifest link at it on white-label hosts and for white-label properties.
 */
const whiteLabelManifestFile = 'manifest-white-label.webmanifest';
const whiteLabelManifest = JSON.stringify({
  ...manifest,
  name: 'Your stay',
  short_name: 'Your stay',
  description: 'Check in, open the doors and order extras for your stay.',
  theme_color: '#0f766e',
});

function whiteLabelManifestPlugin(): Plugin {
  return {
    name: 'white-label-manifest',
    configureServer(server) {
      server.middlewares.use(`/${whiteLabelManifestFile}`, (_, response) => {
        response.setHeader('content-type', 'application/manifest+json');
        response.end(whiteLabelManifest);
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: whiteLabelManifestFile,
        source: whiteLabelManifest,
      });
    },
  };
}

/**
 * What every page runs on, in one chunk that changes only with a dependency upgrade; with pnpm, each
 * package's files sit under `node_modules/<name>/`.
 */
const frameworkPackages = [
  ...['react', 'react-dom', 'scheduler'],
  ...['relay-runtime', 'react-relay', '@babel/runtime', 'fbjs', 'invariant'],
  'react-router',
  ...['i18next', 'react-i18next', 'i18next-resources-to-backend'],
];
const frameworkModule = new RegExp(
  `[\\\\/]node_modules[\\\\/](?:${frameworkPackages.join('|')})[\\\\/]`,
);
/**
 * `react-relay` as its hooks API alone (`react-relay/hooks`, what the app uses): the package's main
 * entry is CommonJS and requires the legacy containers and QueryRenderer too, which no bundler
 * can leave out. Types still come from `react-relay`.
 */
const relayHooksOnly = { find: /^react-relay$/, replacement: 'react-relay/hooks' };

/**
 * The small parts that many screens share (cards, prices, notices, door key types, the stay's
 * clock), for one chunk. Left to automatic chunking, each became a chunk of its own, and the stay
 * page's first load was 27 requests. A browser makes six at a time to an HTTP/1.1 origin, each a
 * round trip: on slow 4G (562.5 ms a request) its last chunk arrived 1.3 s after the framework's,
 * and the first tap waited for it (the stay page's first tap, `npm run bench:web`: 4.19 s; 2.75 s
 * with this chunk and the page's links sent as a header, `linkHeaderOf`). Out of
 * it: the screens' own modules (`routes/`), what only ordering, forms and payment use, the
 * integrations (loaded after the page is running), and operations, each its route's own.
 */
const sharedPart = (id: string) =>
  /[\\/]src[\\/]/.test(id) &&
  !/[\\/]src[\\/](routes|integrations|forms|ordering|payment)[\\/]/.test(id) &&
  !/(Query|Mutation|Subscription)\.graphql\.ts$/.test(id);

const entryClosure = entryClosureChunk({
  entry: /[\\/]src[\\/]main\.tsx$/,
  exclude: frameworkModule,
});

/**
 * The server build (`vite build --ssr src/entry-server.tsx`, into `dist/server/`): the same app
 * for the gateway's server render, with every dependency bundled, so the gateway loads one
 * self-contained module tree with its own React and Relay. Its CSS Modules name classes as the
 * client build does (the same files, the same names), so the server's HTML matches the styles.
 */
const serverBuild: UserConfig = {
  plugins: [
    react(),
    relayBabel(),
    persistedOnly(),
    localeTexts(),
    // Only its modules (the update prompt's hook); the service worker is the client build's.
    VitePWA({ registerType: 'prompt', injectRegister: false, disable: true }),
  ],
  ssr: { noExternal: true, target: 'node' },
  resolve: { alias: [relayHooksOnly] },
  // The bundled React, Relay and react-router pick their production builds at build time; left
  // to the gateway's environment, they would run their development builds (several times slower).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    // Its own manifest (`dist/server/.vite/manifest.json`): the server finds a route's screen
    // and loader among its lazily loaded chunks by their source file (src/delivery/routeAssets.ts).
    manifest: true,
    rolldownOptions: { output: { entryFileNames: '[name].js' } },
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  if (isSsrBuild) return serverBuild;
  if (command === 'build') return clientBuild;
  // Development: the server render (web/dev-server.ts) has Node load the dependencies, which
  // Vite never does for an aliased import (it would evaluate react-relay's CommonJS as an ES
  // module), so the hooks-only entry is the builds' alone.
  return { ...clientBuild, resolve: {} };
});

const clientBuild: UserConfig = {
  resolve: { alias: [relayHooksOnly] },
  plugins: [
    react(),
    relayBabel(),
    persistedOnly(),
    shell.plugin,
    entryClosure.plugin,
    whiteLabelManifestPlugin(),
    localeTexts(),
    VitePWA({
      registerType: 'prompt',
      // The install icons are fetched by the browser when it needs them, not by every first visit.
      includeManifestIcons: false,
      manifest,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        // The sandbox's demo photos are content, not the app: loaded when a screen shows them.
        globIgnores: ['images/seed/**'],
        manifestTransforms: [shell.transform],
        // Navigations go to the network, which draws the page (the server's render, door code
        // included); only when it cannot be reached does the precached app shell answer, and the
        // browser draws the stay from the answers and texts kept on the device. The stay page's
        // repeat visit: LCP 0.71-0.73 s against 1.12-1.28 s when the shell answered first
        // (web/README.md, PWA).
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !url.pathname.startsWith('/graphql'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/locales/'),
            handler: 'CacheFirst',
            // Ten namespaces per language: room for every language a guest might switch through.
            options: { cacheName: runtimeCaches.locales, expiration: { maxEntries: 100 } },
          },
          {
            // Route screens and anything else content-hashed: immutable, so the cached copy is
            // always right; kept when first used, which makes a visited screen work offline.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: runtimeCaches.assets,
              expiration: { maxEntries: 200, purgeOnQuotaError: true },
            },
          },
        ],
      },
    }),
    precompress(),
  ],
  build: {
    // The Vite manifest: the server's page links (src/delivery/routeAssets.ts) and the first-load
    // budget (build/firstLoad.ts) find a source file's chunks in it.
    manifest: true,
    // The app's CSS as one stylesheet (55 KB, 10 KB gzipped), which every page links from its
    // head and the service worker keeps: a drawn page waits for one request instead of one per
    // part it uses (seven on door access), and no later screen waits for its styles. Lighthouse's
    // first paint of the stay page: 0.92 s with seven stylesheets, 0.78 s with one (2026-11-27).
    cssCodeSplit: false,
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The framework in one chunk that changes only with a dependency upgrade (1.5 KB smaller
        // gzipped than one per package; evaluated as one module graph either way).
        codeSplitting: {
          groups: [
            { name: 'framework', test: frameworkModule, priority: 2 },
            { name: 'app', test: entryClosure.isInClosure, priority: 1 },
            // Shared by three chunks or more, and small: larger modules are worth their own chunk.
            { name: 'shared', test: sharedPart, minShareCount: 3, maxModuleSize: 4000 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/graphql': gatewayOrigin },
  },
};
