import { createRequire } from 'node:module';
import babel from '@rolldown/plugin-babel';

// Resolved from this package so the transform also works when Vitest runs from the repo root.
const relayPluginPath = createRequire(import.meta.url).resolve('babel-plugin-relay');

/**
 * Plugin React 6 no longer runs Babel, so the `graphql` tag is compiled by this Babel pass,
 * limited to the app's own sources to keep dependency transforms on the fast path.
 */
export function relayBabel() {
  return babel({
    include: /[\\/]web[\\/]src[\\/].*\.[jt]sx?$/,
    plugins: [[relayPluginPath, { eagerEsModules: true }]],
  });
}
