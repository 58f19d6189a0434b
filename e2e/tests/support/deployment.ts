import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', '..', '..', 'web', 'dist');
const serviceWorkerCopies = ['sw.js', 'sw.js.br', 'sw.js.gz'] as const;

/**
 * Makes the served service worker script a new version, as a deployment does, by changing the
 * build the gateway serves (with its brotli and gzip copies, which are what browsers get). A
 * browser fetches the worker script itself, outside any page, so intercepting requests cannot
 * stand in for this. Needs the product served from this checkout's `web/dist`. Returns the undo.
 */
export function deployNewServiceWorker(): () => void {
  const originals = serviceWorkerCopies.map(
    (name) => [name, readFileSync(join(dist, name))] as const,
  );
  const script = Buffer.from(`${readFileSync(join(dist, 'sw.js'), 'utf8')}\n// ${Date.now()}\n`);
  writeFileSync(join(dist, 'sw.js'), script);
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'sw.js.gz'), gzipSync(script));
  return () => {
    for (const [name, content] of originals) writeFileSync(join(dist, name), content);
  };
}
