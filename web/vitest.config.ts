import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { relayBabel } from './build/relayBabel.ts';

export default defineConfig({
  plugins: [react(), relayBabel()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'happy-dom',
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
