import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// graphql 17 ships CJS under the "node" condition and ESM under "module-sync", which Node 24
// picks natively (so Yoga gets the ESM build). Vite's resolver would hand the gateway's own
// `graphql` imports the CJS build: two module instances, "Cannot use GraphQLNonNull from
// another realm". Pointing `graphql` at the file Node itself resolves keeps one instance.
const graphqlEntry = fileURLToPath(import.meta.resolve('graphql'));

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Most tests start a real sandbox and run it through the gateway: seconds on a loaded machine.
    testTimeout: 20_000,
  },
});
