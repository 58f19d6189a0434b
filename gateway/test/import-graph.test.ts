import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The gateway's modules form layers (README, Layout): no module may reach itself through its
// imports. Type-only imports count too: a loop of types is a loop of meaning.

const source = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function modulesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Relative `import`/`export … from` specifiers of a module, resolved to files under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)].map(
    (match) => match[1] as string,
  );
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

/** The loops of the graph (Tarjan's strongly connected components of more than one module). */
export function importLoops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (module: string): void => {
    index.set(module, counter);
    lowest.set(module, counter);
    counter += 1;
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        lowest.set(module, Math.min(lowest.get(module) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowest.set(module, Math.min(lowest.get(module) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowest.get(module) === index.get(module)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== module);
      const selfImport = graph.get(module)?.includes(module) ?? false;
      if (component.length > 1 || selfImport) loops.push(component.toSorted());
    }
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return loops;
}

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
