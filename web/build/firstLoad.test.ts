import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstLoadFiles, gzippedSize, pageRoutes } from './firstLoad.ts';

// Stand-ins for what a route's lazy import resolves to: only their identity matters.
const Screen = { name: 'screen' };
const Layout = { name: 'layout' };
const loader = { name: 'loader' };
const loadScreen = async () => Screen;

describe('pageRoutes', () => {
  it('lists every leaf with its full path, the lazy parts and the texts of its whole branch', async () => {
    const pages = await pageRoutes([
      {
        children: [
          { index: true },
          { path: 'check-in', lazy: async () => ({ Component: Screen }) },
          {
            path: 'stay',
            handle: { texts: ['common'] },
            lazy: async () => ({ Component: Layout }),
            children: [
              {
                index: true,
                handle: { texts: ['stay'] },
                lazy: async () => ({ Component: Screen, loader }),
              },
              { path: 'access', lazy: { Component: loadScreen } },
              { path: '/account/rewards' },
            ],
          },
          { path: '*' },
        ],
      },
    ]);
    expect(pages).toEqual([
      { path: '/', lazyParts: [], texts: [] },
      { path: '/check-in', lazyParts: [Screen], texts: [] },
      { path: '/stay', lazyParts: [Layout, Screen, loader], texts: ['common', 'stay'] },
      { path: '/stay/access', lazyParts: [Layout, Screen], texts: ['common'] },
      { path: '/account/rewards', lazyParts: [Layout], texts: ['common'] },
      { path: '/*', lazyParts: [], texts: [] },
    ]);
  });
});

describe('firstLoadFiles', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_react-b.js'],
      css: ['assets/index-c.css'],
      dynamicImports: ['src/Stay.tsx', 'src/Access.tsx'],
    },
    '_react-b.js': { file: 'assets/react-b.js' },
    '_shared-d.js': { file: 'assets/shared-d.js', imports: ['_react-b.js'] },
    'src/Stay.tsx': { file: 'assets/Stay-e.js', isDynamicEntry: true, imports: ['_shared-d.js'] },
    'src/Access.tsx': {
      file: 'assets/Access-f.js',
      isDynamicEntry: true,
      imports: ['_shared-d.js'],
      css: ['assets/Access-g.css'],
    },
  };

  it('takes the page, the entry with its imports and CSS, then each lazy chunk with its own', () => {
    expect(firstLoadFiles(manifest, ['src/Access.tsx'])).toEqual([
      'index.html',
      'assets/index-a.js',
      'assets/index-c.css',
      'assets/react-b.js',
      'assets/Access-f.js',
      'assets/Access-g.css',
      'assets/shared-d.js',
    ]);
  });

  it('counts a chunk shared by two lazy parts once', () => {
    const files = firstLoadFiles(manifest, ['src/Stay.tsx', 'src/Access.tsx']);
    expect(files.filter((file) => file === 'assets/shared-d.js')).toHaveLength(1);
  });

  it('names a chunk the manifest does not have', () => {
    expect(() => firstLoadFiles(manifest, ['src/Gone.tsx'])).toThrow(/no chunk src\/Gone.tsx/);
  });
});

describe('gzippedSize', () => {
  it("takes the build's gzip copy, or compresses a file that has none", () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    const script = 'export const a = 1;\n'.repeat(200);
    writeFileSync(join(dist, 'with-copy.js'), script);
    writeFileSync(join(dist, 'with-copy.js.gz'), 'x'.repeat(42));
    writeFileSync(join(dist, 'without-copy.js'), script);
    expect(gzippedSize(dist, 'with-copy.js')).toBe(42);
    expect(gzippedSize(dist, 'without-copy.js')).toBe(gzipSync(script, { level: 9 }).length);
  });
});
