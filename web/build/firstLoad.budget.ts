// The first-load budget of every page of the route table, run by the test command after the
// production build: the HTML, CSS and JS a first visit downloads, gzipped, at most 200 KB. The
// pages and their chunks come from the route table itself and the build's Vite manifest, so a
// screen added to the routes is measured without anyone listing it here.
//
// Pages over the budget are listed in `overBudgetPages.json` with their measured size: debt in
// plain sight, not an allowance. A listed page fails if it grows (by more than the few bytes a
// change elsewhere moves it: the entry names every lazily loaded file, hash included), and fails
// once it is within 200 KB until it leaves the list; a page not listed fails past 200 KB.
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

const budgetBytes = 200_000;
/**
 * How far a listed page may drift from its record without growing: a change to any screen renames
 * that screen's files, and the entry's list of them compresses a few bytes differently.
 */
const fileNameDriftBytes = 64;
const overBudgetPages = JSON.parse(
  readFileSync(join(import.meta.dirname, 'overBudgetPages.json'), 'utf8'),
) as Record<string, number>;
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

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

describe('first load of each page (gzip, budget 200 KB)', async () => {
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
    const debt = overBudgetPages[page.path];
    console.log(
      `${page.path.padEnd(24)} ${kilobytes(bytes).padStart(9)}  ${bytes} B, ${files.length} files${debt ? `; over budget, recorded ${debt} B` : ''}`,
    );
    if (debt === undefined) {
      expect(bytes, `${page.path} first load`).toBeLessThanOrEqual(budgetBytes);
      return;
    }
    expect(
      bytes,
      `${page.path} first load may not grow past its recorded size`,
    ).toBeLessThanOrEqual(debt + fileNameDriftBytes);
    expect(
      bytes,
      `${page.path} is within the budget now: remove it from build/overBudgetPages.json`,
    ).toBeGreaterThan(budgetBytes);
  });

  it('lists only pages of the route table as over budget', () => {
    const paths = new Set(pages.map((page) => page.path));
    expect(Object.keys(overBudgetPages).filter((path) => !paths.has(path))).toEqual([]);
  });
});
