import { describe, expect, it } from 'vitest';
import { type BuildManifest, pageAssets } from './pageAssets.ts';

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
    imports: ['_app', '_Card'],
    css: ['assets/StayRoute-c.css'],
  },
  _Card: { file: 'assets/Card-d.js', css: ['assets/Card-d.css'] },
  'src/routes/Stay/stayLoader.ts': { file: 'assets/stayLoader-e.js', imports: ['_app'] },
};

describe("a server-rendered page's own assets", () => {
  it("names the lazily loaded screen's stylesheets and chunks, with what they import", () => {
    expect(
      pageAssets(manifest, ['src/routes/Stay/stayLoader.ts', 'src/routes/Stay/StayRoute.tsx']),
    ).toEqual({
      stylesheets: ['/assets/StayRoute-c.css', '/assets/Card-d.css'],
      modules: ['/assets/stayLoader-e.js', '/assets/StayRoute-c.js', '/assets/Card-d.js'],
    });
  });

  it("leaves out what the entry's page already loads, and sources the build does not know", () => {
    expect(pageAssets(manifest, ['src/unknown.ts'])).toEqual({ stylesheets: [], modules: [] });
  });
});
