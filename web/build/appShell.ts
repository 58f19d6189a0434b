import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['workbox']>['manifestTransforms']
>[number];

/** Files of the shell that are not chunks of the bundle (vite-plugin-pwa adds the manifest). */
const shellFiles = new Set(['index.html', 'favicon.svg']);

/**
 * The service worker's precache is the app shell only: the page, the entry chunk with everything
 * it imports statically, and their CSS. Route screens, locales and images are cached when a guest
 * first uses them (runtime caching in vite.config.ts), so a first visit downloads what it shows
 * and nothing for the 40 other screens or the nine other languages.
 *
 * `plugin` records the entry's static import graph while the bundle is written; `transform`
 * (Workbox's `manifestTransforms`) then keeps only those files in the precache manifest.
 */
export function appShell(): { plugin: Plugin; transform: ManifestTransform } {
  const shell = new Set(shellFiles);
  let oneStylesheet = false;
  const plugin: Plugin = {
    name: 'guest:app-shell',
    apply: 'build',
    configResolved(config) {
      oneStylesheet = config.build.cssCodeSplit === false;
    },
    generateBundle(_, bundle) {
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (shell.has(fileName) || chunk?.type !== 'chunk') return;
        shell.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
        // The icon sprite: the shell draws its tabs and states with it, offline too.
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) shell.add(asset);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      }
    },
  };
  const transform: ManifestTransform = async (entries) => ({
    // All CSS in one stylesheet (`build.cssCodeSplit: false`), which index.html links, is the
    // shell's: Vite writes it after the chunks, so it is known here, not while they are written.
    manifest: entries.filter(
      (entry) => shell.has(entry.url) || (oneStylesheet && entry.url.endsWith('.css')),
    ),
    warnings: [],
  });
  return { plugin, transform };
}
