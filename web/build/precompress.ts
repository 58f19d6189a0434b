import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './afterBuild.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images (PNG) are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the best ratio
 * (brotli 11, gzip 9), so the gateway serves them by content negotiation and never compresses a
 * static file per request. It runs after every other plugin's `closeBundle`, so the service
 * worker and the Workbox runtime that vite-plugin-pwa writes there are covered too. A copy that
 * would not be smaller than the original is not written: the original is served instead.
 */
export function precompress(): Plugin {
  return afterBuild('guest:precompress', precompressDirectory);
}

export async function precompressDirectory(directory: string): Promise<void> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(files.map(precompressFile));
}

async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}
