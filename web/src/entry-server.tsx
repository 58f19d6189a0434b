import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Resource, ResourceKey } from 'i18next';
import { StrictMode } from 'react';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { AppProviders } from './App.tsx';
import { Document, PageDataScript } from './delivery/Document.tsx';
import { type DocumentHead, serialisePageData } from './delivery/pageData.ts';
import type {
  PageBuild,
  PageRenderer,
  RenderedPage,
  RenderOptions,
} from './delivery/pageRenderer.ts';
import { requestLocale } from './delivery/requestLocale.ts';
import {
  type BuildManifest,
  entryAssets,
  lazySourceIndex,
  linkHeaderOf,
  type PageAssets,
  pageAssets,
  sourcesOf,
} from './delivery/routeAssets.ts';
import { serverDevice } from './delivery/serverDevice.ts';
import { type AppEnvironment, environmentForHost } from './host/appEnvironment.ts';
import { type Presentation, presentationForHost } from './host/presentation.ts';
import { initServerI18n, textsForRequest } from './i18n/i18n.ts';
import type { Locale } from './i18n/locales.ts';
import { createFreshness } from './relay/freshness.ts';
import { createServerNetwork } from './relay/network.ts';
import { createRoutes } from './routes.tsx';
import { deepestPageTitle, formatPageTitle } from './routing/pageTitle.ts';
import { routerContextOf } from './routing/routeContext.ts';
import type { RouteHandle } from './routing/routeHandle.ts';
import { type StayAreaData, stayAreaRouteId } from './routing/stayArea.ts';
import { isWhiteLabelStay } from './routing/stayLook.ts';
import { UnavailablePage } from './shell/UnavailablePage.tsx';
import { recordFormattedTexts } from './ui/format.ts';

/*
 * The web app's server entry, the gateway's way in (`@guest/web/server`, its contract in
 * `delivery/pageRenderer.ts`; web/README.md, "How a page is delivered"). One renderer is made at
 * start; each document request is drawn by the same route table, loaders and screens as the
 * browser's, with its state passed explicitly: the request's own Relay environment, language and
 * device (cookies) through react-router's request context, and what the document needs through
 * loader data and the page's data.
 */

/** The texts of every language and namespace, bundled into the server build. */
const localeFiles = import.meta.glob<ResourceKey>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function allTexts(): Resource {
  const resources: Resource = {};
  for (const [file, texts] of Object.entries(localeFiles)) {
    const [, locale, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!locale || !namespace) continue;
    resources[locale] = { ...resources[locale], [namespace]: texts };
  }
  return resources;
}

/** How long a render may wait for its data before the browser is left to render the page. */
const renderTimeoutMs = 10_000;

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/**
 * Where a page's code is: the entry's files and its routes' own (`routeAssets.ts`); the entry's
 * alone for a page drawn outside the route table (`null`).
 */
type AssetsOf = (context: StaticHandlerContext | null) => PageAssets & { entry: string };

/**
 * A production build's links: the client build's Vite manifest names the chunks, and the server
 * build's own manifest the chunk each lazily loaded module is in here, which the index needs.
 */
async function builtAssets(distDirectory: string): Promise<AssetsOf> {
  const manifest = readJson(join(distDirectory, '.vite', 'manifest.json')) as BuildManifest;
  const serverDirectory = join(distDirectory, 'server');
  const serverManifest = readJson(join(serverDirectory, '.vite', 'manifest.json')) as BuildManifest;
  const sourceIndex = await lazySourceIndex(serverManifest, (source) => {
    const chunk = serverManifest[source];
    if (!chunk) throw new Error(`The server build has no chunk for ${source}.`);
    return import(/* @vite-ignore */ pathToFileURL(join(serverDirectory, chunk.file)).href);
  });
  const entry = entryAssets(manifest);
  // A build's files never change while it is served: each branch's links are worked out once.
  const linksBySources = new Map<string, PageAssets & { entry: string }>();
  return (context) => {
    const parts = context === null ? [] : lazyRoutePartsOf(context);
    const sources = sourcesOf(parts, sourceIndex);
    const key = sources.join('\n');
    let links = linksBySources.get(key);
    if (!links) {
      const page = pageAssets(manifest, sources);
      links = {
        entry: entry.entry,
        stylesheets: [...entry.stylesheets, ...page.stylesheets],
        modules: [...entry.modules, ...page.modules],
      };
      linksBySources.set(key, links);
    }
    return links;
  };
}

/**
 * Development's links: Vite serves the sources and loads each module when it is imported, so the
 * page names its stylesheets and the entry alone: the app's, after React Refresh's preamble.
 */
function developmentAssets(stylesheets: () => string[]): AssetsOf {
  return () => ({
    entry: '/src/delivery/developmentEntry.ts',
    stylesheets: stylesheets(),
    modules: [],
  });
}

export async function createPageRenderer(build: PageBuild): Promise<PageRenderer> {
  initServerI18n(allTexts());
  const tables = routeTables();
  const assetsOf =
    build.kind === 'built'
      ? await builtAssets(build.distDirectory)
      : developmentAssets(build.stylesheets);
  return { render: (request, options) => renderPage(request, options, { assetsOf, tables }) };
}

type RendererState = {
  assetsOf: AssetsOf;
  tables: (presentation: Presentation, appEnvironment: AppEnvironment) => RouteTable;
};

/** A route table as a server render uses it: its static handler, and its browser-only pages. */
type RouteTable = { handler: StaticHandler; browserOnly: BrowserOnlyPages };

/**
 * The route table, made once per presentation and environment (the only things it depends on):
 * its static handler, with what its lazy routes have loaded, and its browser-only addresses. The
 * table's own Relay environment and device serve the browser's root middleware, which a static
 * handler never runs: each request hands its own to the loaders (`routerContextOf`).
 */
function routeTables() {
  const tableEnvironment = new Environment({
    network: Network.create(() => {
      throw new Error("A server render's loaders use their request's environment.");
    }),
    store: new Store(new RecordSource()),
  });
  const tableDevice = serverDevice(new Request('http://localhost/'), { sessionExpiresAt: null });
  const tables = new Map<string, RouteTable>();
  return (presentation: Presentation, appEnvironment: AppEnvironment): RouteTable => {
    const key = `${presentation} ${appEnvironment}`;
    let table = tables.get(key);
    if (!table) {
      const routes = createRoutes(tableEnvironment, presentation, appEnvironment, tableDevice);
      const handler = createStaticHandler(routes);
      table = { handler, browserOnly: new BrowserOnlyPages(handler) };
      tables.set(key, table);
    }
    return table;
  };
}

/** The route parts a page's branch loaded lazily: its screens and loaders (`routeAssets.ts`). */
function lazyRoutePartsOf(context: StaticHandlerContext): unknown[] {
  return context.matches.flatMap(({ route }) => [route.loader, route.action, route.Component]);
}

/**
 * Why only the browser can draw the page, when one of its routes says so: before its loaders
 * run (they would read what only the browser keeps), and again once a lazily loaded handle is in.
 */
function drawnByBrowserOnly(matches: readonly { route: { handle?: unknown } }[] | null) {
  return (matches ?? [])
    .map(({ route }) => (route.handle as RouteHandle | undefined)?.drawnByBrowserOnly)
    .find((reason) => reason !== undefined);
}

/**
 * Which addresses of a route table only the browser can draw (`drawnByBrowserOnly`). An answer
 * found once a page's lazily loaded handles were in is kept, and given the next time before the
 * loaders run, without matching the address again: matching walks and ranks the whole route
 * table, a tenth of a render's CPU. Far more addresses than the app has pages are kept, so a
 * flood of made-up ones only empties it.
 */
class BrowserOnlyPages {
  static readonly kept = 500;
  readonly #answers = new Map<string, string | undefined>();
  readonly #handler: StaticHandler;

  constructor(handler: StaticHandler) {
    this.#handler = handler;
  }

  /** Before the loaders run: the kept answer, else what the routes' own handles say. */
  beforeLoading(pathname: string): string | undefined {
    if (this.#answers.has(pathname)) return this.#answers.get(pathname);
    return drawnByBrowserOnly(matchRoutes(this.#handler.dataRoutes, pathname));
  }

  /** Once the loaders ran, with every lazily loaded handle of the page in: kept. */
  afterLoading(pathname: string, matches: StaticHandlerContext['matches']): string | undefined {
    const answer = drawnByBrowserOnly(matches);
    if (this.#answers.size >= BrowserOnlyPages.kept) this.#answers.clear();
    this.#answers.set(pathname, answer);
    return answer;
  }
}

async function renderPage(
  request: Request,
  options: RenderOptions,
  { assetsOf, tables }: RendererState,
): Promise<RenderedPage> {
  const { locale, url } = requestLocale(request);
  const presentation = presentationForHost(url.hostname);
  const appEnvironment = environmentForHost(url.hostname);
  const device = serverDevice(request, { sessionExpiresAt: options.sessionExpiresAt });
  const network = createServerNetwork({ fetchFn: options.fetchGraphql, locale });
  const environment = new Environment({
    network,
    store: new Store(new RecordSource()),
    isServer: true,
  });
  const { handler, browserOnly } = tables(presentation, appEnvironment);
  const knownBrowserOnly = browserOnly.beforeLoading(url.pathname);
  if (knownBrowserOnly) return { kind: 'shell', reason: `the page reads ${knownBrowserOnly}` };
  // A form posted without scripts (the booking lookup) runs its route's action first.
  const posted = request.method === 'POST';
  const context = await handler.query(
    new Request(url, {
      method: request.method,
      headers: request.headers,
      body: posted ? await request.text() : null,
      signal: request.signal,
    }),
    { requestContext: routerContextOf({ environment, presentation, appEnvironment, device }) },
  );
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location === null) return { kind: 'shell', reason: `a loader answered ${context.status}` };
    // After a post, the page it leads to is fetched anew (303 See Other).
    const status = posted ? 303 : context.status;
    return { kind: 'redirect', status, location, cookies: device.cookies() };
  }
  const foundBrowserOnly = browserOnly.afterLoading(url.pathname, context.matches);
  if (foundBrowserOnly) return { kind: 'shell', reason: `the page reads ${foundBrowserOnly}` };
  await network.settled();
  // The hotel's system (or the gateway) could not be reached: the page is neither drawn from a
  // failed answer nor "not found". The browser draws it from what the phone kept of the stay.
  if (network.metOutage()) {
    return unavailablePage({
      url,
      locale,
      presentation,
      appEnvironment,
      environment,
      assets: assetsOf(null),
      nonce: options.nonce,
    });
  }
  // A stay that does not exist is its loader's 404, drawn by its error screen; any other
  // failure of a loader is left to the browser, which shows it with its retry.
  const failures = Object.values(context.errors ?? {}).filter(
    (error) => !(isRouteErrorResponse(error) && error.status === 404),
  );
  if (failures.length > 0) return { kind: 'shell', reason: shellReason(failures) };
  // The not-found page forgets the stay, as the error page does in the browser (spec §2).
  if (context.statusCode === 404) device.forgetStay();

  const texts = textsForRequest(locale);
  const formattedTexts = recordFormattedTexts(texts);
  const stayArea = context.loaderData[stayAreaRouteId] as StayAreaData | undefined;
  const pageLinks = assetsOf(context);
  const { entry, ...assets } = pageLinks;
  const head: DocumentHead = {
    lang: locale,
    brand:
      stayArea?.slug && isWhiteLabelStay(environment, stayArea.slug) ? 'white-label' : presentation,
    title: pageTitleOf(context, texts),
    assets,
  };
  // Rendered after the app (the Document's last element), so it carries the texts the app's
  // render used as well as the answers its loaders received.
  const serialisedPageData = () =>
    serialisePageData({
      head,
      actionData: context.actionData,
      answers: network.answers(),
      locale,
      texts: usedTexts(texts, locale, context),
      formatted: formattedTexts(),
    });
  const router = createStaticRouter(handler.dataRoutes, context);

  return new Promise<RenderedPage>((resolve) => {
    const errors: unknown[] = [];
    let contentHints = '';
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <Document
          {...head}
          pageData={<PageDataScript nonce={options.nonce} serialised={serialisedPageData} />}
        >
          <AppProviders
            environment={environment}
            i18n={texts}
            presentation={presentation}
            appEnvironment={appEnvironment}
            freshness={createFreshness()}
          >
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </Document>
      </StrictMode>,
      {
        nonce: options.nonce,
        bootstrapModules: [entry],
        // Every answer is in before the render starts, so the page is complete at once; no
        // boundary may be sent apart as a fallback and a script that swaps it in, since the page
        // must read without scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The images the page draws, for its Link header (`linkHeaderOf`).
        onHeaders(headers) {
          contentHints = headers.Link ?? '';
        },
        onError(error) {
          errors.push(error);
        },
        onShellError(error) {
          clearTimeout(timeout);
          resolve({ kind: 'shell', reason: shellReason([error]) });
        },
        onAllReady() {
          clearTimeout(timeout);
          if (errors.length > 0) {
            abort();
            resolve({ kind: 'shell', reason: shellReason(errors) });
            return;
          }
          const cookies = device.cookies();
          const links = linkHeaderOf(pageLinks, contentHints);
          resolve(
            wholeDocument(pipe).then((body) => ({
              kind: 'page',
              status: context.statusCode,
              body,
              cookies,
              links,
            })),
          );
        },
      },
    );
    const timeout = setTimeout(() => {
      abort();
      resolve({ kind: 'shell', reason: 'the render took too long' });
    }, renderTimeoutMs);
  });
}

/**
 * The document React has drawn, whole. A page is drawn once all its data is in, so React has all
 * of it at once (`onAllReady`) and nothing reaches the guest sooner for being sent in React's
 * 2 KB pieces; what they cost is the gateway's CPU: compressed one by one, a 37 KB stay page took
 * 1.1-1.4 ms, in one piece 0.4 ms (web/README.md, "How a page is delivered"). The pieces are
 * gathered by a plain `Writable`: through a `PassThrough` read back by `stream/consumers`, each
 * piece also went through a transform and an async iterator, 0.12-0.14 ms more per 37 KB page.
 */
function wholeDocument(pipe: PipeableStream['pipe']): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    const document = new Writable({
      write(piece: Buffer, _encoding, done) {
        pieces.push(piece);
        done();
      },
      final(done) {
        resolve(Buffer.concat(pieces));
        done();
      },
    });
    document.on('error', reject);
    pipe(document);
  });
}

/** When a page that met an outage is worth asking for again (`Retry-After`). */
const unavailableRetryAfterSeconds = 30;

/**
 * The page for an outage, with status 503 and `Retry-After`: it says the hotel's system cannot be
 * reached (`shell/UnavailablePage.tsx`, in the page's language) and carries no page data, so the
 * browser renders the page itself (`main.tsx`), from the stay kept on the phone where it has one,
 * and tries again by itself.
 */
function unavailablePage(page: {
  url: URL;
  locale: Locale;
  presentation: Presentation;
  appEnvironment: AppEnvironment;
  environment: Environment;
  assets: ReturnType<AssetsOf>;
  nonce: string;
}): Promise<RenderedPage> {
  const { url, locale, presentation, appEnvironment, environment, nonce } = page;
  const { entry, ...assets } = page.assets;
  const texts = textsForRequest(locale);
  const t = texts.getFixedT(locale);
  return new Promise<RenderedPage>((resolve) => {
    const { pipe } = renderToPipeableStream(
      <Document
        lang={locale}
        brand={presentation}
        title={formatPageTitle(t('title.prefix'), t('route.unavailableTitle'))}
        assets={assets}
        pageData={null}
      >
        <AppProviders
          environment={environment}
          i18n={texts}
          presentation={presentation}
          appEnvironment={appEnvironment}
          freshness={createFreshness()}
        >
          <UnavailablePage retryHref={`${url.pathname}${url.search}`} />
        </AppProviders>
      </Document>,
      {
        nonce,
        bootstrapModules: [entry],
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          resolve(
            wholeDocument(pipe).then((body) => ({
              kind: 'page',
              status: 503,
              body,
              cookies: [],
              links: linkHeaderOf(page.assets),
              retryAfterSeconds: unavailableRetryAfterSeconds,
            })),
          );
        },
        onShellError(error) {
          resolve({ kind: 'shell', reason: shellReason([error]) });
        },
      },
    );
  });
}

/** `<title>` as the shell's `usePageTitle` sets it in the browser. */
function pageTitleOf(context: StaticHandlerContext, texts: ReturnType<typeof textsForRequest>) {
  const pageTitle = deepestPageTitle(
    context.matches.map((match) => ({ handle: match.route.handle })),
  );
  const t = texts.getFixedT(texts.language) as Parameters<NonNullable<typeof pageTitle>>[0];
  return formatPageTitle(t('title.prefix'), pageTitle?.(t));
}

/**
 * The texts the page needs in its language, for the browser to start with: the shell's, the
 * matched routes' (`handle.texts`) and any other namespace the render asked for.
 */
function usedTexts(
  texts: ReturnType<typeof textsForRequest>,
  locale: Locale,
  context: StaticHandlerContext,
) {
  const reported =
    (
      texts as { reportNamespaces?: { getUsedNamespaces(): string[] } }
    ).reportNamespaces?.getUsedNamespaces() ?? [];
  const routeTexts = context.matches.flatMap(
    ({ route }) => (route.handle as RouteHandle | undefined)?.texts ?? [],
  );
  const bundles: Record<string, ResourceKey> = {};
  for (const namespace of new Set(['common', 'errors', ...routeTexts, ...reported])) {
    const bundle = texts.getResourceBundle(locale, namespace) as ResourceKey | undefined;
    if (bundle) bundles[namespace] = bundle;
  }
  return bundles;
}

/**
 * Why a page is left to the browser, for the gateway's log: the kind of error its loaders or
 * render met (never a message, which may quote data).
 */
function shellReason(errors: unknown[]): string {
  const kinds = errors.map((error) => (error instanceof Error ? error.name : typeof error));
  return `its render failed (${[...new Set(kinds)].join(', ')})`;
}
