// Runs after the production build (vitest.budget.config.ts), against dist/. The debug tools and
// the testers' page are decided at run time (spec §1: outside production, so `npm start`'s
// production build on localhost has them): their code is in chunks of their own, and nothing
// production loads on its own may carry it. Whether production ever requests those chunks is
// proven in `src/shell/debug/debugToolsAtRunTime.test.tsx`; which pages load what, in the budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { entryFiles } from '../src/delivery/routeAssets.ts';

const dist = join(import.meta.dirname, '..', 'dist');

/** Texts and storage keys only the debug panel, the property-key override and /test use. */
const debugOnly = [
  'Throw test error',
  'Debug tools',
  'debugPanelExpanded',
  '"propertyKeyOverride"',
  'Test page',
  'amsterdam-kei57',
];

/** The debug tools' own modules, each a lazily loaded chunk. */
const debugModules = [
  'src/shell/debug/DebugPanel.tsx',
  'src/shell/debug/storedPropertyKey.ts',
  'src/routes/Test/TestRoute.tsx',
];

function servedFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    // `.vite` holds the build's manifest, `server` the gateway's server render: neither is served.
    if (entry.isDirectory()) {
      return entry.name === '.vite' || relative(dist, path) === 'server' ? [] : servedFiles(path);
    }
    return /\.(js|mjs|html|css|webmanifest|json)$/.test(entry.name) ? [path] : [];
  });
}

const manifest = (): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

describe('the production bundle', () => {
  it('keeps the debug tools in chunks of their own', () => {
    const chunks = manifest();
    const debugChunks = new Set(
      debugModules.flatMap((source) => {
        const chunk = chunks[source];
        if (!chunk) throw new Error(`The build has no chunk of its own for ${source}.`);
        expect(chunk.isDynamicEntry).toBe(true);
        return [chunk.file, ...(chunk.css ?? [])];
      }),
    );
    const files = servedFiles(dist);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    const elsewhere = files.flatMap((file) => {
      if (debugChunks.has(relative(dist, file))) return [];
      const text = readFileSync(file, 'utf8');
      return debugOnly
        .filter((marker) => text.includes(marker))
        .map((marker) => `${relative(dist, file)}: ${marker}`);
    });
    expect(elsewhere).toEqual([]);
  });

  it('does not load them with the app: the entry neither contains nor imports them', () => {
    const chunks = manifest();
    const debugFiles = debugModules.map((source) => chunks[source]?.file);
    const loadedWithTheApp = entryFiles(chunks);
    expect(loadedWithTheApp.filter((file) => debugFiles.includes(file))).toEqual([]);
  });
});
