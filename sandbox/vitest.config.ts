import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'sandbox',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Every answer the suite receives is checked against openapi.json (see the file).
    setupFiles: ['test/setup/answers-fit-document.ts'],
    // A suite's sandbox (migrations and seed in a fresh database) took over 10 s to start in a
    // clean-clone run on a machine loaded 15 deep; it takes well under a second when quiet.
    hookTimeout: 30_000,
  },
});
