import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import {
  entryFiles,
  lazyFiles,
  lazyPartsOf,
  lazySourceIndex,
  sourcesOf,
} from '../src/delivery/routeAssets.ts';

/** A route as react-router's data router takes it: only what decides which code a page loads. */
export type RouteDefinition = {
  path?: string;
  index?: boolean;
  children?: RouteDefinition[];
  /** `texts`: the namespaces that load with the route's screen (`routing/routeTexts.ts`). */
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
    const own = await lazyPartsOf(route);
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

/**
 * The source files (Vite manifest keys) of each page's lazily loaded modules: the values the
 * page's `lazy` functions resolve to, found among the exports of the build's lazily loaded
 * modules (`src/delivery/routeAssets.ts`, the model the server's page links use too).
 */
export async function pageSources(
  pages: PageRoute[],
  manifest: Manifest,
  importModule: (source: string) => Promise<object>,
): Promise<{ path: string; sources: string[]; texts: string[] }[]> {
  const index = await lazySourceIndex(manifest, importModule);
  return pages.map((page) => {
    const sources = sourcesOf(page.lazyParts, index);
    if (page.lazyParts.length > 0 && sources.length === 0) {
      throw new Error(
        `${page.path}: its lazy parts come from no lazily loaded chunk of the build.`,
      );
    }
    return { path: page.path, sources, texts: page.texts };
  });
}

/** The files a first visit to the page downloads: the page, the entry and the branch's chunks. */
export function firstLoadFiles(manifest: Manifest, lazySources: string[]): string[] {
  return [...new Set(['index.html', ...entryFiles(manifest), ...lazyFiles(manifest, lazySources)])];
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
