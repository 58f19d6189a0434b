import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Makes `dist` a web build (`WEB_DIST_DIR`) with an app shell and a server entry whose source is
 * `serverEntry` (a module exporting `createPageRenderer`): a probe of what the gateway hands a
 * render and does with what it draws.
 */
export function withServerEntry(dist: string, serverEntry: string): string {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Guest app</title><div id="root"></div>',
  );
  mkdirSync(join(dist, 'server'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dist, 'server', 'entry-server.js'), serverEntry);
  return dist;
}

/** A web build of its own, holding nothing but the app shell and `serverEntry`. */
export function fakeWebBuild(name: string, serverEntry: string): string {
  return withServerEntry(mkdtempSync(join(tmpdir(), `guest-${name}-dist-`)), serverEntry);
}
