import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterBuild } from './afterBuild.ts';

/** Where the gateway reads each page's preloads (`gateway/src/web/static.ts`). */
export const pagePreloadsFile = join('.vite', 'page-preloads.json');

/**
 * After the build, writes `dist/.vite/page-preloads.json`: for each page of the route table, the
 * chunks and CSS its screen loads lazily (`evaluatePagePreloads.ts`). The gateway sends them as
 * `Link: rel=modulepreload` headers with the page, so the screen downloads together with the entry
 * instead of after it has run. A route table that cannot be evaluated only costs the hints: the
 * build warns and writes no file.
 */
export function pagePreloads(): Plugin {
  return afterBuild('guest:page-preloads', (outDir, config) => {
    try {
      const preloads = execFileSync(
        process.execPath,
        [
          join(import.meta.dirname, 'evaluatePagePreloads.ts'),
          join(outDir, '.vite', 'manifest.json'),
        ],
        { cwd: config.root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      writeFileSync(join(outDir, pagePreloadsFile), preloads);
    } catch (error) {
      const { stderr } = error as { stderr?: string };
      config.logger.warn(
        `page preloads not written, the route table could not be evaluated:\n${stderr ?? String(error)}`,
      );
    }
  });
}
