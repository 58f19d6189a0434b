import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { type Connect, createServer, type ViteDevServer } from 'vite';
import type { PageRenderer, ServerEntry } from './src/delivery/pageRenderer.ts';

/*
 * The web app in development, for the gateway to serve on its own origin (`WEB_CLIENT=sources`,
 * `npm run dev`): Vite in middleware mode, as react-router's SSR example runs it. Pages are drawn
 * on the server by the server entry loaded through Vite (`ssrLoadModule`), so a developer sees
 * the page a guest gets, from the sources as they are now; the browser's modules come from Vite
 * and are replaced as they change (HMR).
 */

const webRoot = import.meta.dirname;
const serverEntrySource = '/src/entry-server.tsx';

export type DevelopmentWebClient = {
  /**
   * Vite's middlewares: the app's modules transformed as the browser asks for them, HMR's client,
   * the public files and the texts files. A request none of them answers goes on to `next`.
   */
  middlewares: Connect.Server;
  /** The pages as the sources draw them now: a changed source is loaded again on the next page. */
  renderer: PageRenderer;
  /**
   * The app shell for a page only the browser can draw: `index.html` as Vite transforms it. Its
   * inline React Refresh preamble carries `nonce`, which the shell's CSP must name.
   */
  shell(url: string): Promise<string>;
  /** The nonce of the shell's inline script (one for the dev server's life: development only). */
  shellNonce: string;
  close(): Promise<void>;
};

export async function createDevelopmentWebClient(options: {
  /** The server whose WebSocket upgrades carry HMR; none, and the browser gets no updates. */
  hmrServer?: Server;
  shellNonce: string;
}): Promise<DevelopmentWebClient> {
  const vite = await createServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    // Node imports the config itself (it strips the types): no bundled copy written beside it,
    // which a gateway run with `node --watch` (npm run dev) would take for a change.
    configLoader: 'native',
    appType: 'custom',
    server: {
      middlewareMode: true,
      ws: options.hmrServer ? { server: options.hmrServer } : false,
    },
    html: { cspNonce: options.shellNonce },
  });

  // Found on the first page, so that the server starts without waiting for the entry's transform.
  let entryStylesheets: Promise<string[]> | undefined;
  // The renderer of the server entry as last loaded; a change to any module it reaches makes
  // Vite load a new entry, and with it a new renderer.
  let current: { entry: ServerEntry; renderer: Promise<PageRenderer> } | undefined;
  const renderer: PageRenderer = {
    async render(request, renderOptions) {
      try {
        const entry = (await vite.ssrLoadModule(serverEntrySource)) as ServerEntry;
        entryStylesheets ??= stylesheetsOfEntry(vite);
        const appStylesheets = await entryStylesheets;
        if (current?.entry !== entry) {
          current = {
            entry,
            renderer: entry.createPageRenderer({
              kind: 'development',
              stylesheets: () => [...appStylesheets, ...stylesheetsRendered(vite)],
            }),
          };
        }
        return await (await current.renderer).render(request, renderOptions);
      } catch (error) {
        // Lines of the sources, not of Vite's transformed modules.
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
  };

  return {
    middlewares: vite.middlewares,
    renderer,
    shell: async (url) =>
      vite.transformIndexHtml(url, await readFile(join(webRoot, 'index.html'), 'utf8')),
    shellNonce: options.shellNonce,
    close: () => vite.close(),
  };
}

const stylesheet = /\.css(?:$|\?)/;
const browserEntrySource = '/src/main.tsx';

/** The app's own stylesheets (tokens, base), which the browser's entry imports. */
async function stylesheetsOfEntry(vite: ViteDevServer): Promise<string[]> {
  const browser = vite.environments.client;
  await browser.transformRequest(browserEntrySource);
  const entry = await browser.moduleGraph.getModuleByUrl(browserEntrySource);
  return [...(entry?.importedModules ?? [])]
    .map((module) => module.url)
    .filter((url) => stylesheet.test(url));
}

/**
 * The stylesheets of the modules the server render has loaded so far: the page's, and those of
 * pages drawn before it, which costs a development page only a few more links.
 */
function stylesheetsRendered(vite: ViteDevServer): string[] {
  return [...vite.environments.ssr.moduleGraph.idToModuleMap.values()]
    .map((module) => module.url)
    .filter((url) => stylesheet.test(url));
}
