import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// graphql 17 ships CJS under the "node" condition and ESM under "module-sync", which Node 24
// picks natively (so graphql-inspector gets the ESM build). Point this package's own `graphql`
// imports at the same file, or schemas cross "realms" and graphql refuses them.
const graphqlEntry = fileURLToPath(import.meta.resolve('graphql'));

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    name: 'schema',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
