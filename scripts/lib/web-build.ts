import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, runPnpm } from './pnpm.ts';

export { repoRoot };

const webRoot = join(repoRoot, 'web');
// The server entry is the build's last file (`web/package.json` `build`).
const builtIndex = join(webRoot, 'dist', 'server', 'entry-server.js');
const sources = [
  join(webRoot, 'src'),
  join(webRoot, 'build'),
  join(webRoot, 'public'),
  join(webRoot, 'index.html'),
  join(webRoot, 'vite.config.ts'),
  join(repoRoot, 'schema', 'schema.graphql'),
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

/** Builds web/dist unless it is newer than every source it is made from. */
export function buildWebIfStale(): void {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map(newestChange))) return;
  console.log('Building the web app (web/dist)…');
  if (runPnpm(['--filter', '@guest/web', 'run', 'build']) !== 0) {
    throw new Error('The web app did not build; see the output above.');
  }
}
