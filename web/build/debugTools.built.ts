// Runs after the production build (vitest.budget.config.ts), against dist/: the debug tools and
// the testers' page exist only in non-production builds (spec §1), so not one of their texts or
// storage keys may be in what production serves.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '..', 'dist');

/** Texts and storage keys only the debug panel, the property-key override and /test use. */
const debugOnly = [
  'Throw test error',
  'Debug tools',
  'debugPanelExpanded',
  'propertyKeyOverride',
  'Test page',
  'amsterdam-kei57',
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

describe('the production bundle', () => {
  it('has none of the debug tools', () => {
    const files = servedFiles(dist);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return debugOnly
        .filter((marker) => text.includes(marker))
        .map((marker) => `${relative(dist, file)}: ${marker}`);
    });
    expect(found).toEqual([]);
  });
});
