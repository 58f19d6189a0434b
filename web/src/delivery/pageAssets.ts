/** The parts of a Vite manifest entry (`dist/.vite/manifest.json`) a page's links come from. */
export type BuildManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>;

/** The addresses of a page's own stylesheets and script chunks, beside the entry's. */
export type PageAssets = { stylesheets: string[]; modules: string[] };

/**
 * The code a server render loaded lazily (`requestScope.ts` `modulesUsed`: its route's loader and
 * screen, a lazy part it drew): each file's chunk and stylesheet with what they import, less what
 * the page's entry already names in `index.html`. The stylesheets go into the head, so the page
 * is drawn styled before any script runs; the chunks are preloaded with the entry
 * (`documentTemplate.ts`), so hydration does not wait for them one after another. Vite's own
 * loader finds those preloads by their `href` and does not fetch the files again.
 */
export function pageAssets(manifest: BuildManifest, modulesUsed: Iterable<string>): PageAssets {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(key, entryFiles);
  }
  const files = new Set<string>();
  for (const source of modulesUsed) collect(source, files);
  const page = [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  return {
    stylesheets: page.filter((file) => file.endsWith('.css')),
    modules: page.filter((file) => file.endsWith('.js')),
  };
}
