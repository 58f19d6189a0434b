import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

/** A route as react-router's data router takes it: only what decides which code a page loads. */
export type RouteDefinition = {
  path?: string;
  index?: boolean;
  children?: RouteDefinition[];
  /** `texts`: the namespaces that load with the route's screen (`app/routeTexts.ts`). */
  handle?: unknown;
  lazy?: (() => Promise<Record<string, unknown>>) | Record<string, () => Promise<unknown>>;
};

/**
 * The route table of `src/routes.tsx`, whether it exports the routes as they are or builds them
 * for a Relay environment (`createRoutes(environment)`), which `makeEnvironment` provides.
 */
export function routesOf(
  table: Record<string, unknown>,
  makeEnvironment: () => unknown,
): RouteDefinition[] {
  if (typeof table.createRoutes === 'function') {
    // The table as production serves it (main presentation, production environment): pages that
    // exist only outside production are not built into it.
    return table.createRoutes(makeEnvironment(), 'main', 'production') as RouteDefinition[];
  }
  if (Array.isArray(table.routes)) return table.routes as RouteDefinition[];
  throw new Error('src/routes.tsx exports neither `createRoutes` nor `routes`.');
}

/**
 * A page address of the route table with the lazily loaded parts of its branch and the
 * namespaces of texts that load with them.
 */
export type PageRoute = { path: string; lazyParts: unknown[]; texts: string[] };

function textsOf(route: RouteDefinition): string[] {
  const texts = (route.handle as { texts?: unknown } | undefined)?.texts;
  return Array.isArray(texts) ? texts.map(String) : [];
}

/**
 * Every page of the route table: each leaf route with its full path, and the values its branch's
 * `lazy` functions resolve to (screens, layouts, loaders), which `moduleOf` ties to source files.
 */
export async function pageRoutes(routes: RouteDefinition[], parentPath = ''): Promise<PageRoute[]> {
  const pages: PageRoute[] = [];
  for (const route of routes) {
    const path = joinPath(parentPath, route);
    const own = await lazyParts(route);
    const texts = textsOf(route);
    if (route.children?.length) {
      for (const child of await pageRoutes(route.children, path)) {
        pages.push({
          path: child.path,
          lazyParts: [...own, ...child.lazyParts],
          texts: [...texts, ...child.texts],
        });
      }
    } else {
      pages.push({ path: path || '/', lazyParts: own, texts });
    }
  }
  return pages;
}

function joinPath(parentPath: string, route: RouteDefinition): string {
  if (route.index || route.path === undefined) return parentPath;
  if (route.path.startsWith('/')) return route.path;
  return `${parentPath.replace(/\/$/, '')}/${route.path}`;
}

async function lazyParts(route: RouteDefinition): Promise<unknown[]> {
  const { lazy } = route;
  if (lazy === undefined) return [];
  if (typeof lazy === 'function') return Object.values(await lazy());
  return Promise.all(Object.values(lazy).map((load) => load()));
}

/**
 * The source files (Vite manifest keys) of each page's lazily loaded modules: every module the
 * build loads lazily is imported with `importModule`, and the values the page's `lazy` functions
 * resolve to are found among their exports.
 */
export async function pageSources(
  pages: PageRoute[],
  manifest: Manifest,
  importModule: (source: string) => Promise<object>,
): Promise<{ path: string; sources: string[]; texts: string[] }[]> {
  const sourceOf = new Map<unknown, string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.src?.startsWith('src/') || chunk.src.endsWith('.json'))
      continue;
    for (const value of Object.values(await importModule(chunk.src))) {
      sourceOf.set(value, chunk.src);
    }
  }
  return pages.map((page) => {
    const sources = new Set(page.lazyParts.flatMap((part) => sourceOf.get(part) ?? []));
    if (page.lazyParts.length > 0 && sources.size === 0) {
      throw new Error(
        `${page.path}: its lazy parts come from no lazily loaded chunk of the build.`,
      );
    }
    return { path: page.path, sources: [...sources], texts: page.texts };
  });
}

/** The files a first visit to the page downloads: the page, the entry and the branch's chunks. */
export function firstLoadFiles(manifest: Manifest, lazySources: string[]): string[] {
  return [...new Set(['index.html', ...entryFiles(manifest), ...lazyFiles(manifest, lazySources)])];
}

/** The entry chunks with everything they import statically, and their CSS. */
export function entryFiles(manifest: Manifest): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  return chunkFiles(
    manifest,
    entries.map(([key]) => key),
  );
}

/**
 * What the page's lazily loaded modules add to the entry: their chunks with what they import
 * statically and their CSS, less what the entry already loaded.
 */
export function lazyFiles(manifest: Manifest, lazySources: string[]): string[] {
  const loaded = new Set(entryFiles(manifest));
  return chunkFiles(manifest, lazySources).filter((file) => !loaded.has(file));
}

function chunkFiles(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/**
 * The English texts files (`build/localeTexts.ts`) of the namespaces a page loads with its
 * screen: English is what a first visit reads.
 */
export function textsFiles(distDirectory: string, namespaces: string[]): string[] {
  const folder = join(distDirectory, 'assets', 'locales');
  const names = existsSync(folder) ? readdirSync(folder) : [];
  return namespaces.map((namespace) => {
    const name = names.find((file) => new RegExp(`^en-GB-${namespace}-[\\w-]+\\.json$`).test(file));
    if (!name) throw new Error(`The build has no English ${namespace} texts in ${folder}.`);
    return `assets/locales/${name}`;
  });
}

/**
 * A file's size as gzip puts it on the wire: the build's `.gz` copy, which the gateway serves, or
 * the file compressed here at the same level when the build kept no copy.
 */
export function gzippedSize(distDirectory: string, file: string): number {
  const path = join(distDirectory, file);
  if (existsSync(`${path}.gz`)) return statSync(`${path}.gz`).size;
  return Math.min(
    statSync(path).size,
    gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }).length,
  );
}
