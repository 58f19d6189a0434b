/*
 * Which files a page's code is in: one model of routes and chunks, shared by the server render
 * (the page's stylesheet and `modulepreload` links) and the first-load guard (build/firstLoad.ts,
 * the bytes a first visit downloads). A page is a branch of the route table; the code of its
 * branch is what the routes' `lazy` functions resolve to (screens, loaders); those values are
 * found among the exports of the build's lazily loaded modules, whose chunks the client build's
 * Vite manifest names. Nothing is listed by hand, and no build step rewrites the app's imports.
 */

/** The parts of a Vite manifest entry (`dist/.vite/manifest.json`) this model reads. */
export type BuildManifest = Record<
  string,
  {
    file: string;
    src?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    css?: string[];
  }
>;

/** What a route's `lazy` may be, in the two forms react-router takes. */
type LazyRoute = {
  lazy?: (() => Promise<object>) | Record<string, (() => Promise<unknown>) | undefined>;
};

/** The values a route's `lazy` resolves to (its screen, its loader): its own code. */
export async function lazyPartsOf(route: LazyRoute): Promise<unknown[]> {
  const { lazy } = route;
  if (lazy === undefined) return [];
  if (typeof lazy === 'function') return Object.values(await lazy());
  return Promise.all(Object.values(lazy).map((load) => load?.()));
}

/**
 * The app's lazily loaded modules (the manifest's dynamic entries under `src/`, texts aside) by
 * what they export: a route's resolved screen or loader is looked up here to find its source
 * file. `importSource` imports a module as the caller's build has it: the server bundle's chunk,
 * Vite's module runner in development, the sources themselves in a test. A module that cannot
 * be imported there (one that needs a browser to load) is no part of any page drawn there.
 */
export async function lazySourceIndex(
  manifest: BuildManifest,
  importSource: (source: string) => Promise<object>,
): Promise<Map<unknown, string>> {
  const sources = Object.values(manifest).flatMap((chunk) =>
    chunk.isDynamicEntry && chunk.src?.startsWith('src/') && !chunk.src.endsWith('.json')
      ? [chunk.src]
      : [],
  );
  const index = new Map<unknown, string>();
  for (const source of sources) {
    const exports = await importSource(source).catch(() => ({}));
    for (const value of Object.values(exports)) index.set(value, source);
  }
  return index;
}

/** The source files of a page's lazy parts (Vite manifest keys), each once. */
export function sourcesOf(parts: readonly unknown[], index: ReadonlyMap<unknown, string>) {
  return [...new Set(parts.flatMap((part) => index.get(part) ?? []))];
}

/**
 * A build without CSS code splitting (`build.cssCodeSplit: false`) has one stylesheet for the
 * whole app, which the manifest names apart from any chunk.
 */
const wholeAppStylesheet = 'style.css';

/** The entry chunks with everything they import statically, and their CSS. */
export function entryFiles(manifest: BuildManifest): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const keys = entries.map(([key]) => key);
  return chunkFiles(
    manifest,
    wholeAppStylesheet in manifest ? [...keys, wholeAppStylesheet] : keys,
  );
}

/**
 * What the page's lazily loaded modules add to the entry: their chunks with what they import
 * statically and their CSS, less what the entry already loaded.
 */
export function lazyFiles(manifest: BuildManifest, lazySources: readonly string[]): string[] {
  const loaded = new Set(entryFiles(manifest));
  return chunkFiles(manifest, lazySources).filter((file) => !loaded.has(file));
}

function chunkFiles(manifest: BuildManifest, keys: readonly string[]): string[] {
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

/** A page's links: its stylesheets and its script chunks, as addresses on the app's origin. */
export type PageAssets = { stylesheets: string[]; modules: string[] };

const addressesOf = (files: readonly string[]): PageAssets => ({
  stylesheets: files.filter((file) => file.endsWith('.css')).map((file) => `/${file}`),
  modules: files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`),
});

/** The entry's own links: its module, the chunks it imports statically and its stylesheets. */
export function entryAssets(manifest: BuildManifest): PageAssets & { entry: string } {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk.');
  const assets = addressesOf(entryFiles(manifest));
  return {
    ...assets,
    entry: `/${entry.file}`,
    modules: assets.modules.filter((m) => m !== `/${entry.file}`),
  };
}

/**
 * A page's links as an HTTP `Link` header, in the order the page needs them: its stylesheets (the
 * first paint waits for them), what React found the page's content needs (`contentHints`, from
 * its `onHeaders`: the images drawn, the one marked `fetchPriority="high"` first), the entry
 * module, then the chunks it imports. The browser starts these requests when the response's
 * headers arrive, before it has parsed the document, and at the priority the header gives: in
 * the document, React preloads its bootstrap module at low priority (it expects the page to
 * preload what matters), which on HTTP/1.1, six requests at a time, queues the entry behind every
 * other script. The stylesheets and modules carry `crossorigin`, as the document's links do, so
 * the document's links find these requests instead of making their own.
 */
export function linkHeaderOf(
  { entry, stylesheets, modules }: PageAssets & { entry: string },
  contentHints = '',
) {
  return [
    ...stylesheets.map((href) => `<${href}>; rel=preload; as=style; crossorigin`),
    ...(contentHints ? [contentHints] : []),
    ...[entry, ...modules].map((href) => `<${href}>; rel=modulepreload; crossorigin`),
  ].join(', ');
}

/** A page's own links beside the entry's: the chunks and stylesheets of its lazy sources. */
export function pageAssets(manifest: BuildManifest, lazySources: readonly string[]): PageAssets {
  return addressesOf(
    lazyFiles(
      manifest,
      lazySources.filter((source) => source in manifest),
    ),
  );
}
