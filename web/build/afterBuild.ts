import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * A build plugin whose one job runs once everything is written, after the other plugins'
 * `closeBundle` (vite-plugin-pwa writes the service worker there): `run` gets the output folder.
 */
export function afterBuild(
  name: string,
  run: (outDir: string, config: ResolvedConfig) => Promise<void> | void,
): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => run(resolve(config.root, config.build.outDir), config),
    },
  };
}
