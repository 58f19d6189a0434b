import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importLoops, importsOf, modulesUnder } from '../../scripts/lib/import-graph.ts';

/*
 * The web app's shared folders in layers (web/README.md, Structure): a folder imports only from
 * its own layer and those below it, so a module's place says what it may know. Lazy `import()`s
 * count (a lower layer must not load a screen either); a generated Relay artifact is data, which
 * any module may import.
 */

/** Lowest first: each layer may import its own and the ones before it. */
const layers: readonly (readonly string[])[] = [
  ['locales', 'styles'],
  ['host'],
  ['integrations'],
  ['i18n'],
  ['session'],
  ['relay'],
  ['forms'],
  ['routing'],
  ['ui'],
  ['doorAccess', 'ordering', 'shop', 'payment', 'pwa', 'stayUpdates'],
  ['shell'],
  ['routes'],
  ['routes.tsx', 'App.tsx', 'delivery', 'main.tsx', 'entry-server.tsx', 'testing', 'vite-env.d.ts'],
];

const source = import.meta.dirname;

function layerOf(path: string): number {
  const area = path.split('/')[0] ?? '';
  const layer = layers.findIndex((folders) => folders.includes(area));
  if (layer < 0) throw new Error(`${area} (of ${path}) is in no layer of src/layers.test.ts.`);
  return layer;
}

/** Why `from` may not import `target`, or undefined when it may. */
function layerBreached(from: string, target: string): string | undefined {
  if (target.includes('/__generated__/')) return undefined;
  const [own, theirs] = [layerOf(from), layerOf(target)];
  if (theirs <= own) return undefined;
  return `${from.split('/')[0]} is below ${target.split('/')[0]}`;
}

describe("the web app's import graph", () => {
  const modules = modulesUnder(source).filter((file) => !file.includes('/__generated__/'));
  const graph = new Map(modules.map((file) => [file, importsOf(file, { dynamic: true })]));

  it('has no loop of static imports (code loaded lazily may name its loader’s types)', () => {
    const staticGraph = new Map(modules.map((file) => [file, importsOf(file)]));
    expect(staticGraph.size).toBeGreaterThan(100);
    const loops = importLoops(staticGraph).map((loop) =>
      loop.map((file) => relative(source, file)),
    );
    expect(loops).toEqual([]);
  });

  it('keeps its layers: no folder imports one above it', () => {
    const breaches: string[] = [];
    for (const [file, imports] of graph) {
      const from = relative(source, file);
      for (const target of imports.map((each) => relative(source, each))) {
        const rule = layerBreached(from, target);
        if (rule) breaches.push(`${from} -> ${target}: ${rule}`);
      }
    }
    expect(breaches).toEqual([]);
    // The check can fail.
    expect(layerBreached('ui/Button.tsx', 'shell/AppLayout.tsx')).toBeDefined();
    expect(layerBreached('routing/paths.ts', 'routes/Stay/stayRoutes.ts')).toBeDefined();
  });
});
