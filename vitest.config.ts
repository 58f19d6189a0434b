import { defineConfig } from 'vitest/config';

// One vitest run over every package, so the test command prints one pass count.
export default defineConfig({
  test: {
    projects: ['schema', 'sandbox', 'gateway', 'web'],
  },
});
