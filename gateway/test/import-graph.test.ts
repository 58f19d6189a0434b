import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importLoops, importsOf, modulesUnder } from '../../scripts/lib/import-graph.ts';

// The gateway's modules form layers (README, Layout): no module may reach itself through its
// imports. Type-only imports count too: a loop of types is a loop of meaning.

const source = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/**
 * The layers the README's Layout describes, as rules over one import: `undefined` when `from`
 * may import `target`, else the rule it breaks.
 */
function layerRuleBroken(from: string, target: string): string | undefined {
  const area = (path: string) => path.split('/')[0] ?? '';
  if (
    area(from) === 'upstream' &&
    ['graphql', 'resolvers', 'steps', 'derive'].includes(area(target))
  ) {
    return 'upstream/ is below graphql/: it knows the core API, not the schema';
  }
  const pureTargets = [
    'graphql/schema-types.generated.ts',
    'graphql/mappers.ts',
    'upstream/dto.ts',
    'errors/catalogue.ts',
    'errors/gateway-error.ts',
  ];
  if (area(from) === 'derive' && area(target) !== 'derive' && !pureTargets.includes(target)) {
    return 'derive/ holds pure functions: no I/O, no request context';
  }
  if (area(from) === 'resolvers' && area(target) === 'resolvers' && from !== 'resolvers/index.ts') {
    return 'no resolver file imports another: what two share lives in steps/ or derive/';
  }
  return undefined;
}

describe('the gateway’s import graph', () => {
  it('has no loop', () => {
    const graph = new Map(modulesUnder(source).map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(50);
    const loops = importLoops(graph).map((loop) => loop.map((file) => relative(source, file)));
    expect(loops).toEqual([]);
  });

  it('keeps its layers: upstream/ below graphql/, derive/ pure, resolvers/ apart', () => {
    const graph = new Map(modulesUnder(source).map((file) => [file, importsOf(file)]));
    const breaches: string[] = [];
    for (const [file, imports] of graph) {
      const from = relative(source, file);
      for (const target of imports.map((each) => relative(source, each))) {
        const rule = layerRuleBroken(from, target);
        if (rule) breaches.push(`${from} -> ${target}: ${rule}`);
      }
    }
    expect(breaches).toEqual([]);
    expect(layerRuleBroken('upstream/client.ts', 'graphql/connection.ts')).toBeDefined();
    expect(layerRuleBroken('derive/time.ts', 'upstream/client.ts')).toBeDefined();
  });

  it('finds a loop when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(importLoops(graph)).toEqual([['a', 'b', 'c']]);
  });
});
