import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'sandbox',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Every answer the suite receives is checked against openapi.json (see the file).
    setupFiles: ['test/setup/answers-fit-document.ts'],
  },
});
