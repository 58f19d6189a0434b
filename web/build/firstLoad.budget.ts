// The first-load size guard of every page of the route table, run by the test command after the
// production build: the HTML shell, CSS and JS a first visit downloads, gzipped, at most 230 KB,
// every page alike. The pages and their chunks come from the route table itself and the build's
// Vite manifest, so a screen added to the routes is measured without anyone listing it here.
// What a guest feels is measured by `npm run bench:web` (Lighthouse); this keeps the bytes from
// creeping up between two runs of it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import * as routeTable from '../src/routes.tsx';
import {
  firstLoadFiles,
  gzippedSize,
  pageRoutes,
  pageSources,
  routesOf,
  textsFiles,
} from './firstLoad.ts';

const budgetKilobytes = 230;
const webRoot = join(import.meta.dirname, '..');
const distDirectory = join(webRoot, 'dist');
const manifestFile = join(distDirectory, '.vite', 'manifest.json');

/** `createRoutes` wants a Relay environment; the budget never loads data through it. */
function unusedEnvironment(): Environment {
  return new Environment({
    network: Network.create(() => {
      throw new Error('The budget check never loads data.');
    }),
    store: new Store(new RecordSource()),
  });
}

/** Whole kilobytes, rounded up: a page is over the budget from its first byte past it. */
const kilobytes = (bytes: number) => Math.ceil(bytes / 1000);

describe(`first load of each page (gzip, at most ${budgetKilobytes} KB)`, async () => {
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: run \`pnpm --filter @guest/web build\` first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const pages = await pageSources(
    await pageRoutes(routesOf(routeTable, unusedEnvironment)),
    manifest,
    (source) => import(/* @vite-ignore */ join(webRoot, source)),
  );

  it.each(pages.map((page) => [page.path, page] as const))('%s', (_, page) => {
    const files = [
      ...firstLoadFiles(manifest, page.sources),
      ...textsFiles(distDirectory, page.texts),
    ];
    const bytes = files.reduce((sum, file) => sum + gzippedSize(distDirectory, file), 0);
    console.log(
      `${page.path.padEnd(40)} ${String(kilobytes(bytes)).padStart(4)} KB, ${files.length} files`,
    );
    expect(kilobytes(bytes), `${page.path} first load in KB`).toBeLessThanOrEqual(budgetKilobytes);
  });
});
