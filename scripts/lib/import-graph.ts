import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/*
 * The import graph of a package's sources, for the tests that keep its layers (the gateway's
 * `test/import-graph.test.ts`, the web's `src/layers.test.ts`): no module may reach itself
 * through its imports, and each package's own rules say which folder may import which.
 */

/** The source files under `directory` (TypeScript, tests left out). */
export function modulesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The relative imports of a module, resolved to files: `import`/`export … from`, type-only ones
 * included (a loop of types is a loop of meaning), and with `dynamic` the `import('./…')` of code
 * loaded lazily too.
 */
export function importsOf(file: string, { dynamic = false }: { dynamic?: boolean } = {}): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)].map(
    (match) => match[1] as string,
  );
  if (dynamic) {
    for (const match of text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)) {
      specifiers.push(match[1] as string);
    }
  }
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
