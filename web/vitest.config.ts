import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { relayBabel } from './build/relayBabel.ts';

export default defineConfig({
  // The PWA plugin provides `virtual:pwa-register/react`; without service workers (happy-dom) its
  // hook registers nothing and never asks for a reload.
  plugins: [react(), relayBabel(), VitePWA({ registerType: 'prompt', injectRegister: false })],
  // The tests read texts from the source files (testing/setup.ts), not from the build's.
  define: { __TEXTS_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    // One happy-dom per worker instead of one per file, each file still in its own VM context:
    // the web suite took 76 s instead of 152 s on this machine (2026-11-27).
    pool: 'vmThreads',
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Each file's first render compiles the route's lazy chunk: slow on a shared 2-core machine.
    testTimeout: 15_000,
  },
});
