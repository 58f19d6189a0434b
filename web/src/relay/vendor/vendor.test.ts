// Keeps the Relay barrels complete (reactRelay.ts, relayRuntime.ts): the build resolves the bare
// 'react-relay' and 'relay-runtime' to them, so a name they lack is undefined in the browser.
// Also checks why leaving out useFragmentInternal_CURRENT is safe (useFragmentInternalCurrent.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import * as reactRelay from './reactRelay.ts';
import * as relayRuntime from './relayRuntime.ts';

const webRoot = join(import.meta.dirname, '..', '..', '..');
const vendorDirectory = import.meta.dirname;
const require = createRequire(import.meta.url);

const barrels = { 'react-relay': reactRelay, 'relay-runtime': relayRuntime } as const;
type Package = keyof typeof barrels;
const isPackage = (specifier: string): specifier is Package => specifier in barrels;

type Node = { type: string; start: number; [key: string]: unknown };

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || path === vendorDirectory ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function parse(file: string) {
  const result = parseSync(file, readFileSync(file, 'utf8'));
  expect(result.errors, `${file} parses`).toEqual([]);
  return result;
}

/** Calls `visit` on every node of an oxc (ESTree) tree, with the node's ancestors, nearest first. */
function walk(
  node: unknown,
  visit: (node: Node, ancestors: Node[]) => void,
  ancestors: Node[] = [],
) {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit, ancestors);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const value = node as Node;
  const isNode = typeof value.type === 'string';
  if (isNode) visit(value, ancestors);
  const inside = isNode ? [value, ...ancestors] : ancestors;
  for (const [key, child] of Object.entries(value)) {
    if (key !== 'type' && child !== null && typeof child === 'object') walk(child, visit, inside);
  }
}

/**
 * The value names each file of the app takes from the bare 'react-relay' and 'relay-runtime':
 * named imports and re-exports, multi-line ones included; type-only ones are erased. A default,
 * namespace or dynamic import names nothing checkable, so it is reported as a problem.
 */
function appImports(files: string[]) {
  const names: Record<Package, Map<string, string>> = {
    'react-relay': new Map(),
    'relay-runtime': new Map(),
  };
  const problems: string[] = [];
  for (const file of files) {
    const { module } = parse(file);
    const where = relative(webRoot, file);
    for (const declaration of module.staticImports) {
      const specifier = declaration.moduleRequest.value;
      if (!isPackage(specifier)) continue;
      for (const entry of declaration.entries) {
        if (entry.isType) continue;
        if (entry.importName.kind !== 'Name' || !entry.importName.name) {
          problems.push(`${where}: ${entry.importName.kind} import of ${specifier}`);
          continue;
        }
        names[specifier].set(entry.importName.name, where);
      }
    }
    for (const declaration of module.staticExports) {
      for (const entry of declaration.entries) {
        const specifier = entry.moduleRequest?.value;
        if (specifier === undefined || !isPackage(specifier) || entry.isType) continue;
        if (entry.importName.kind !== 'Name' || !entry.importName.name) {
          problems.push(`${where}: ${entry.importName.kind} re-export of ${specifier}`);
          continue;
        }
        names[specifier].set(entry.importName.name, where);
      }
    }
    const source = readFileSync(file, 'utf8');
    for (const dynamic of module.dynamicImports) {
      const argument = source.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end);
      if (/^['"`](react-relay|relay-runtime)['"`]$/.test(argument)) {
        problems.push(`${where}: dynamic import of ${argument}`);
      }
    }
  }
  return { names, problems };
}

const isRequireOf = (node: unknown, specifier: unknown) => {
  const call = node as Node | null;
  if (call?.type !== 'CallExpression') return false;
  const callee = call.callee as Node;
  const [argument] = call.arguments as Node[];
  return (
    callee.type === 'Identifier' &&
    callee.name === 'require' &&
    argument?.type === 'Literal' &&
    argument.value === specifier
  );
};

const propertyName = (member: Node) => {
  const property = member.property as Node;
  if (!member.computed && property.type === 'Identifier') return property.name as string;
  if (property.type === 'Literal' && typeof property.value === 'string') return property.value;
  return undefined;
};

/**
 * The CommonJS closure of react-relay's files that reactRelay.ts imports, and what those files
 * read from `require('relay-runtime')` (`__internal.<name>` for its internals). Relay's files keep
 * the module in variables and read names off them (`var _require = require('relay-runtime'),
 * x = _require.x, y = _require.__internal.y`); any other use is reported, since what it reads
 * cannot be told.
 */
function reactRelayNeeds() {
  const start = parse(join(vendorDirectory, 'reactRelay.ts'))
    .module.staticImports.map((declaration) => declaration.moduleRequest.value)
    .filter((specifier) => specifier.startsWith('react-relay/'))
    .map((specifier) => require.resolve(specifier));
  const packageDirectory = dirname(require.resolve('react-relay/package.json'));
  const files = new Set<string>();
  const needs = new Map<string, string>();
  const problems: string[] = [];
  const queue = [...start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const where = relative(packageDirectory, file);
    const { program } = parse(file);
    // Variables holding relay-runtime ('') or its internals ('__internal.').
    const holders = new Map<string, string>();
    walk(program, (node) => {
      const [argument] = (node.arguments ?? []) as Node[];
      if (
        isRequireOf(node, argument?.value) &&
        typeof argument?.value === 'string' &&
        argument.value.startsWith('.')
      ) {
        queue.push(require.resolve(join(dirname(file), argument.value)));
      }
    });
    // In source order, so a variable is known before the reads through it.
    walk(program, (node, [parent, grandparent]) => {
      const prefix =
        node.type === 'Identifier'
          ? holders.get(node.name as string)
          : isRequireOf(node, 'relay-runtime')
            ? ''
            : undefined;
      if (prefix === undefined) return;
      if (parent?.type === 'VariableDeclarator') {
        if (parent.id === node) return;
        holders.set((parent.id as Node).name as string, prefix);
        return;
      }
      const name =
        parent?.type === 'MemberExpression' && parent.object === node
          ? propertyName(parent)
          : undefined;
      if (name === undefined) {
        problems.push(`${where}: relay-runtime used other than by reading a name`);
      } else if (name !== '__internal' || prefix !== '') {
        needs.set(`${prefix}${name}`, where);
      } else if (grandparent?.type === 'VariableDeclarator') {
        holders.set((grandparent.id as Node).name as string, '__internal.');
      } else {
        const internal =
          grandparent?.type === 'MemberExpression' && grandparent.object === parent
            ? propertyName(grandparent)
            : undefined;
        if (internal === undefined)
          problems.push(`${where}: relay-runtime's __internal used whole`);
        else needs.set(`__internal.${internal}`, where);
      }
    });
  }
  return { files, needs, problems };
}

const exported = (barrel: object, path: string) =>
  path
    .split('.')
    .reduce<unknown>((value, name) => (value as Record<string, unknown>)?.[name], barrel);

describe('the Relay barrels', () => {
  const app = appImports([
    ...sourceFiles(join(webRoot, 'src')),
    ...sourceFiles(join(webRoot, 'build')),
  ]);

  it('are what the bare package names resolve to in the tests, as in the build', async () => {
    expect(await import('react-relay')).toBe(reactRelay);
    expect(await import('relay-runtime')).toBe(relayRuntime);
  });

  it('see every import of the packages by name', () => {
    expect(app.problems).toEqual([]);
    // The scan finds the imports it must: hooks across lines, generated parameter files.
    expect(app.names['react-relay'].get('usePaginationFragment')).toBe(
      'src/routes/Account/ReservationsRoute.tsx',
    );
    expect(app.names['relay-runtime'].get('PreloadableQueryRegistry')).toMatch(/\/__generated__\//);
  });

  it.each(Object.keys(barrels) as Package[])(
    'export every name the app imports from %s',
    (name) => {
      const missing = [...app.names[name]]
        .filter(([imported]) => exported(barrels[name], imported) === undefined)
        .map(([imported, file]) => `${imported} (imported by ${file})`);
      expect(missing, `add these to src/relay/vendor/ for '${name}'`).toEqual([]);
    },
  );

  it("export every name react-relay's kept files read from relay-runtime", () => {
    const { needs, problems } = reactRelayNeeds();
    expect(problems).toEqual([]);
    // The reads this test must find, whatever else a Relay upgrade changes.
    expect(needs.has('RelayFeatureFlags')).toBe(true);
    expect(needs.has('__internal.fetchQuery')).toBe(true);
    const missing = [...needs]
      .filter(([name]) => exported(relayRuntime, name) === undefined)
      .map(([name, file]) => `${name} (read by react-relay/${file})`);
    expect(missing, 'add these to src/relay/vendor/relayRuntime.ts').toEqual([]);
  });
});

describe('leaving out useFragmentInternal_CURRENT', () => {
  const internal = require.resolve('react-relay/lib/relay-hooks/useFragmentInternal.js');

  it('is safe while the activity-compatibility flag is on, as Relay ships it', () => {
    expect(relayRuntime.RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
    expect(readFileSync(internal, 'utf8')).toMatch(
      /if \(_relayRuntime\.RelayFeatureFlags\.ENABLE_ACTIVITY_COMPATIBILITY\) \{\s*return \(0, _useFragmentInternal_EXPERIMENTAL\["default"\]\)/,
    );
  });

  it('is safe while the app leaves the flag alone', () => {
    const setters = sourceFiles(join(webRoot, 'src')).filter((file) =>
      /ENABLE_ACTIVITY_COMPATIBILITY|RelayFeatureFlags/.test(readFileSync(file, 'utf8')),
    );
    expect(setters.map((file) => relative(webRoot, file))).toEqual([]);
  });

  it("replaces only react-relay's useFragmentInternal import of it", () => {
    const { files } = reactRelayNeeds();
    const importers = [...files].filter((file) =>
      /require\(["']\.\/useFragmentInternal_CURRENT["']\)/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([internal]);
  });
});
