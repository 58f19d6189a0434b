import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { relayBabel } from './build/relayBabel.ts';

const gatewayOrigin = process.env.GATEWAY_ORIGIN ?? 'http://localhost:4000';

// Locale bundles other than English are split into their own folder so the service worker can
// leave them out of the precache and cache them at runtime when a guest picks that language.
const localeChunkPattern = /^[a-z]{2}-[A-Z]{2}$/;

export default defineConfig({
  plugins: [
    react(),
    relayBabel(),
    VitePWA({
      registerType: 'prompt',
      manifest: {
        name: 'Guest app',
        short_name: 'Guest app',
        description: 'Manage your stay: check in, open doors, order extras.',
        theme_color: '#3730a3',
        background_color: '#f7f7f5',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['assets/locales/**'],
        navigateFallbackDenylist: [/^\/graphql/],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/locales/'),
            handler: 'CacheFirst',
            options: { cacheName: 'locales', expiration: { maxEntries: 20 } },
          },
        ],
      },
    }),
  ],
  build: {
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          localeChunkPattern.test(chunk.name)
            ? 'assets/locales/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: { '/graphql': gatewayOrigin },
  },
});
