import { describe, expect, it } from 'vitest';
import {
  type BuildManifest,
  entryAssets,
  lazyPartsOf,
  lazySourceIndex,
  linkHeaderOf,
  pageAssets,
  sourcesOf,
} from './routeAssets.ts';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_app'],
    css: ['assets/index-a.css'],
  },
  _app: { file: 'assets/app-b.js', css: ['assets/app-b.css'] },
  'src/routes/Stay/StayRoute.tsx': {
    file: 'assets/StayRoute-c.js',
    src: 'src/routes/Stay/StayRoute.tsx',
    isDynamicEntry: true,
    imports: ['_app', '_Card'],
    css: ['assets/StayRoute-c.css'],
  },
  _Card: { file: 'assets/Card-d.js', css: ['assets/Card-d.css'] },
  'src/routes/Stay/stayLoader.ts': {
    file: 'assets/stayLoader-e.js',
    src: 'src/routes/Stay/stayLoader.ts',
    isDynamicEntry: true,
    imports: ['_app'],
  },
  'src/locales/de-DE/stay.json': {
    file: 'assets/stay-f.js',
    src: 'src/locales/de-DE/stay.json',
    isDynamicEntry: true,
  },
};

// What the two lazily loaded modules export: only their identity matters.
const StayRoute = () => null;
const stayLoader = () => null;
const modules: Record<string, object> = {
  'src/routes/Stay/StayRoute.tsx': { StayRoute },
  'src/routes/Stay/stayLoader.ts': { stayLoader },
};

const loadLoader = async () => stayLoader;
const loadScreen = async () => StayRoute;

describe('which files a page is in', () => {
  it("finds a route's resolved screen and loader among the build's lazily loaded modules", async () => {
    const imported: string[] = [];
    const index = await lazySourceIndex(manifest, async (source) => {
      imported.push(source);
      return modules[source] ?? {};
    });
    const parts = await lazyPartsOf({ lazy: { loader: loadLoader, Component: loadScreen } });
    expect(sourcesOf(parts, index)).toEqual([
      'src/routes/Stay/stayLoader.ts',
      'src/routes/Stay/StayRoute.tsx',
    ]);
    // Texts are no code of a route.
    expect(imported).not.toContain('src/locales/de-DE/stay.json');
  });

  it('leaves out a module that cannot be imported where the index is made', async () => {
    const index = await lazySourceIndex(manifest, async (source) => {
      if (source.endsWith('StayRoute.tsx')) throw new ReferenceError('window is not defined');
      return modules[source] ?? {};
    });
    expect(sourcesOf([StayRoute, stayLoader], index)).toEqual(['src/routes/Stay/stayLoader.ts']);
  });

  it("names the screen's stylesheets and chunks with what they import, less the entry's", () => {
    expect(
      pageAssets(manifest, ['src/routes/Stay/stayLoader.ts', 'src/routes/Stay/StayRoute.tsx']),
    ).toEqual({
      stylesheets: ['/assets/StayRoute-c.css', '/assets/Card-d.css'],
      modules: ['/assets/stayLoader-e.js', '/assets/StayRoute-c.js', '/assets/Card-d.js'],
    });
    expect(pageAssets(manifest, ['src/unknown.ts'])).toEqual({ stylesheets: [], modules: [] });
  });

  it("gives the entry's module apart from the chunks it imports", () => {
    expect(entryAssets(manifest)).toEqual({
      entry: '/assets/index-a.js',
      modules: ['/assets/app-b.js'],
      stylesheets: ['/assets/index-a.css', '/assets/app-b.css'],
    });
  });
});

describe("a page's links as an HTTP header", () => {
  const assets = {
    entry: '/assets/index-a.js',
    stylesheets: ['/assets/style-s.css'],
    modules: ['/assets/framework-f.js', '/assets/StayRoute-c.js'],
  };

  it('names its stylesheets first, then the entry module ahead of the chunks it imports', () => {
    expect(linkHeaderOf(assets).split(', ')).toEqual([
      '</assets/style-s.css>; rel=preload; as=style; crossorigin',
      '</assets/index-a.js>; rel=modulepreload; crossorigin',
      '</assets/framework-f.js>; rel=modulepreload; crossorigin',
      '</assets/StayRoute-c.js>; rel=modulepreload; crossorigin',
    ]);
  });

  it("puts the images React found in the page's content before its scripts", () => {
    const photo = '</images/unit.svg>; rel=preload; as="image"; fetchpriority="high"';
    expect(linkHeaderOf(assets, photo).split(', ').slice(0, 3)).toEqual([
      '</assets/style-s.css>; rel=preload; as=style; crossorigin',
      photo,
      '</assets/index-a.js>; rel=modulepreload; crossorigin',
    ]);
  });
});
