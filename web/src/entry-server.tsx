import { PassThrough, type Readable, Writable } from 'node:stream';
import type { Resource, ResourceKey } from 'i18next';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { AppProviders } from './App.tsx';
import { type AppEnvironment, environmentForHost } from './app/appEnvironment.ts';
import { takeLocaleParam } from './app/localeParam.ts';
import { deepestPageTitle, formatPageTitle } from './app/pageTitle.ts';
import { paths } from './app/paths.ts';
import { type Presentation, presentationForHost } from './app/presentation.ts';
import { routerContextOf } from './app/routeContext.ts';
import { staySlugOnScreen } from './app/shellIntegrations.ts';
import { readServerShellStateFrom, type ShellState, shellStateWith } from './app/shellState.ts';
import { type DocumentTemplate, readDocumentTemplate } from './delivery/documentTemplate.ts';
import { type BuildManifest, pageAssets } from './delivery/pageAssets.ts';
import { type PageData, serialisePageData } from './delivery/pageData.ts';
import { isWhiteLabelStay } from './delivery/propertyBrand.ts';
import {
  captureModuleUse,
  currentRequestScope,
  installScopedStorageGlobals,
  type RequestScope,
  recordModuleUse,
  runInRequestScope,
} from './delivery/requestScope.ts';
import { createServerStorage } from './delivery/serverStorage.ts';
import { initServerI18n, textsForRequest } from './i18n/i18n.ts';
import { localeCookieName, localeKey } from './i18n/localeStorage.ts';
import { type Locale, resolveLocale } from './i18n/locales.ts';
import { createFreshness } from './relay/freshness.ts';
import { createServerNetwork } from './relay/network.ts';
import { createRoutes } from './routes.tsx';

/*
 * The web app's server entry: the contract between `web/` and the gateway (`gateway/src/web/
 * render.ts`), described in web/README.md, "How a page is delivered". The gateway loads the
 * build of this module (`dist/server/entry-server.js`), creates one renderer at start with the
 * built page and the Vite manifest, and calls `render` for every document request with the
 * request and a `fetch` that runs the page's GraphQL operations in its own process.
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

export type RenderOptions = {
  /** The response's CSP nonce: on the page's data and any script React writes. */
  nonce: string;
  /**
   * Runs one GraphQL request of the page as the browser would send it to `/graphql` (same body
   * and headers), in the gateway's process with this request's session, limits and masking.
   */
  fetchGraphql: typeof fetch;
  /** The session the gateway read from its cookie: its expiry, as the browser stores it. */
  sessionExpiresAt: string | null;
};

export type RenderedPage =
  /** The page itself, in full: the status to answer and the document to stream. */
  | { kind: 'page'; status: number; body: Readable }
  /** A route's answer is another address (a guard, an old path). */
  | { kind: 'redirect'; status: number; location: string }
  /**
   * The page depends on what only the browser holds (the remembered stay, a draft, a stored
   * override), or its render failed: the gateway sends the app shell and the browser renders.
   */
  | { kind: 'shell'; reason: string };

export type PageRenderer = {
  render(request: Request, options: RenderOptions): Promise<RenderedPage>;
};

/** How long a render may wait for its data before the browser is left to render the page. */
const renderTimeoutMs = 10_000;

export function createPageRenderer({
  indexHtml,
  manifest,
}: {
  /** The built `index.html`: the page around the app. */
  indexHtml: string;
  /** The client build's Vite manifest (`dist/.vite/manifest.json`). */
  manifest: BuildManifest;
}): PageRenderer {
  installScopedStorageGlobals();
  initServerI18n(allTexts());
  const template = readDocumentTemplate(indexHtml);
  const handlers = routeHandlers();
  const shellStates = new WeakMap<RequestScope, ShellState>();
  readServerShellStateFrom(() => {
    const scope = currentRequestScope();
    return (scope && shellStates.get(scope)) ?? shellStateWith({});
  });
  return {
    render(request, options) {
      const scope: RequestScope = {
        localStorage: createServerStorage({}, new Set()),
        sessionStorage: createServerStorage({}, new Set()),
        modulesUsed: new Set(),
        unknowable: new Set(),
      };
      return runInRequestScope(scope, () =>
        renderPage(request, options, { scope, template, manifest, shellStates, handlers }),
      );
    },
  };
}

type RendererState = {
  scope: RequestScope;
  template: DocumentTemplate;
  manifest: BuildManifest;
  shellStates: WeakMap<RequestScope, ShellState>;
  handlers: (presentation: Presentation, appEnvironment: AppEnvironment) => StaticHandler;
};

/**
 * The route table's static handler, made once per presentation and environment (the only things
 * the table depends on), with what its lazy routes have loaded. The table's own Relay
 * environment serves the browser's root middleware, which a static handler never runs: each
 * request hands its own environment to the loaders (`routerContextOf`).
 */
function routeHandlers() {
  const tableEnvironment = new Environment({
    network: Network.create(() => {
      throw new Error("A server render's loaders use their request's environment.");
    }),
    store: new Store(new RecordSource()),
  });
  const handlers = new Map<string, StaticHandler>();
  return (presentation: Presentation, appEnvironment: AppEnvironment): StaticHandler => {
    const key = `${presentation} ${appEnvironment}`;
    let handler = handlers.get(key);
    if (!handler) {
      const routes = createRoutes(tableEnvironment, presentation, appEnvironment);
      handler = createStaticHandler(routes.map(withLazySourcesKept));
      handlers.set(key, handler);
    }
    return handler;
  };
}

/** The source files each lazily loaded route part (a screen, a loader) came from. */
const sourcesOfRoutePart = new WeakMap<object, string[]>();

/**
 * A route whose `lazy` parts remember the files they were loaded from: a route loads its parts
 * once per process, and every later render of it reports them (`reportRouteSources`).
 */
function withLazySourcesKept(route: RouteObject): RouteObject {
  const children = route.children?.map(withLazySourcesKept);
  const keep = <T,>(load: () => Promise<T>) => {
    return async () => {
      const { result, sources } = captureModuleUse(load);
      const value = await result;
      const parts = typeof value === 'function' ? [value] : Object.values(value ?? {});
      for (const part of parts) {
        if (typeof part === 'function' || (typeof part === 'object' && part !== null)) {
          sourcesOfRoutePart.set(part, sources);
        }
      }
      return value;
    };
  };
  const { lazy } = route;
  if (!lazy) return { ...route, children } as RouteObject;
  if (typeof lazy === 'function') return { ...route, children, lazy: keep(lazy) } as RouteObject;
  const kept = Object.fromEntries(
    Object.entries(lazy).map(([name, load]) => [name, keep(load as () => Promise<unknown>)]),
  );
  return { ...route, children, lazy: kept } as RouteObject;
}

function reportRouteSources(context: StaticHandlerContext): void {
  for (const { route } of context.matches) {
    for (const part of [route.Component, route.loader]) {
      if (typeof part !== 'function') continue;
      for (const source of sourcesOfRoutePart.get(part) ?? []) recordModuleUse(source);
    }
  }
}

function cookieOf(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

async function renderPage(
  request: Request,
  options: RenderOptions,
  { scope, template, manifest, shellStates, handlers }: RendererState,
): Promise<RenderedPage> {
  const url = new URL(request.url);
  // `?lng=` wins, as in the browser, which stores it and takes it off the address.
  const localeFromLink = takeLocaleParam(url);
  const locale: Locale =
    localeFromLink?.locale ?? resolveLocale(cookieOf(request, localeCookieName)).locale;
  const routerUrl = localeFromLink ? new URL(localeFromLink.urlWithoutParam, url) : url;
  scope.localStorage = createServerStorage(
    {
      [localeKey]: locale,
      guestAppSession: options.sessionExpiresAt
        ? JSON.stringify({ expiresAt: options.sessionExpiresAt })
        : null,
      // The server renders the host's environment; a stored override re-renders after hydration.
      environmentOverride: null,
    },
    scope.unknowable,
  );
  scope.sessionStorage = createServerStorage({}, scope.unknowable);

  const presentation = presentationForHost(url.hostname);
  const appEnvironment = environmentForHost(url.hostname);
  const network = createServerNetwork({ fetchFn: options.fetchGraphql, locale });
  const environment = new Environment({
    network,
    store: new Store(new RecordSource()),
    isServer: true,
  });
  const handler = handlers(presentation, appEnvironment);
  const requestContext = routerContextOf({ environment, presentation, appEnvironment });
  const query = (address: URL) =>
    handler.query(new Request(address, { headers: request.headers, signal: request.signal }), {
      requestContext,
    });

  let status = 200;
  let context = await query(routerUrl);
  if (context instanceof Response) {
    // A redirect decided without what only the browser holds (an order draft, the remembered
    // stay) would be a guess: the browser decides it from the shell.
    if (scope.unknowable.size > 0) return { kind: 'shell', reason: shellReason(scope, []) };
    const location = context.headers.get('location') ?? paths.stay;
    // A stay that does not exist: its address shows the error page, as not found. The browser's
    // loaders come to the same page, so hydration matches.
    if (new URL(location, url).pathname !== paths.error) {
      return { kind: 'redirect', status: context.status, location };
    }
    status = 404;
    context = await query(new URL(paths.error, url));
    if (context instanceof Response) return { kind: 'shell', reason: 'the error page redirects' };
  }
  await network.settled();
  if (scope.unknowable.size > 0) return { kind: 'shell', reason: shellReason(scope, []) };
  if (context.errors) {
    return { kind: 'shell', reason: shellReason(scope, Object.values(context.errors)) };
  }
  status = status === 200 ? context.statusCode : status;
  reportRouteSources(context);

  const slug = staySlugOnScreen(routerUrl.pathname, routerUrl.search);
  // On a white-label host every page is white-label already.
  const propertyWhiteLabel =
    presentation === 'main' && slug !== null && (await isWhiteLabelStay(environment, slug));
  shellStates.set(scope, shellStateWith({ propertyWhiteLabel }));
  const texts = textsForRequest(locale);
  const router = createStaticRouter(handler.dataRoutes, context);

  return new Promise<RenderedPage>((resolve) => {
    const errors: unknown[] = [];
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <AppProviders
          environment={environment}
          i18n={texts}
          presentation={presentation}
          appEnvironment={appEnvironment}
          freshness={createFreshness()}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      {
        nonce: options.nonce,
        // The page leaves in one piece once all is ready (below), so no boundary may be sent
        // apart as a fallback and a script that swaps it in: the page must read without scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          errors.push(error);
        },
        onShellError(error) {
          resolve({ kind: 'shell', reason: shellReason(scope, [error]) });
        },
        onAllReady() {
          clearTimeout(timeout);
          if (errors.length > 0 || scope.unknowable.size > 0) {
            abort();
            resolve({ kind: 'shell', reason: shellReason(scope, errors) });
            return;
          }
          const brand = propertyWhiteLabel ? 'white-label' : presentation;
          const pageData: PageData = {
            records: environment.getStore().getSource().toJSON(),
            locale,
            texts: usedTexts(texts, locale, context),
            propertyWhiteLabel,
            stayAnswers: network.stayAnswers(),
          };
          // Everything is drawn: React writes the whole page at once, gathered here into one
          // write, as a stream the gateway compresses while it sends.
          const assets = pageAssets(manifest, scope.modulesUsed);
          const chunks: Buffer[] = [
            Buffer.from(
              template.head({
                lang: locale,
                brand,
                title: pageTitleOf(context, texts),
                stylesheets: assets.stylesheets,
              }),
            ),
          ];
          const body = new PassThrough();
          pipe(
            new Writable({
              write(chunk: Buffer, _, done) {
                chunks.push(chunk);
                done();
              },
              final(done) {
                chunks.push(
                  Buffer.from(
                    template.tail({
                      serialisedPageData: serialisePageData(pageData),
                      nonce: options.nonce,
                      modules: assets.modules,
                    }),
                  ),
                );
                body.end(Buffer.concat(chunks));
                done();
              },
            }),
          );
          resolve({ kind: 'page', status, body });
        },
      },
    );
    const timeout = setTimeout(() => {
      abort();
      resolve({ kind: 'shell', reason: 'the render took too long' });
    }, renderTimeoutMs);
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
    ({ route }) => (route.handle as { texts?: readonly string[] } | undefined)?.texts ?? [],
  );
  const bundles: Record<string, ResourceKey> = {};
  for (const namespace of new Set(['common', 'errors', ...routeTexts, ...reported])) {
    const bundle = texts.getResourceBundle(locale, namespace) as ResourceKey | undefined;
    if (bundle) bundles[namespace] = bundle;
  }
  return bundles;
}

/**
 * Why a page is left to the browser, for the gateway's log: the stored keys it needed (names,
 * never values) or the kind of error its render met (never a message, which may quote data).
 */
function shellReason(scope: RequestScope, errors: unknown[]): string {
  if (scope.unknowable.size > 0) return `it reads ${[...scope.unknowable].join(', ')} from storage`;
  const kinds = errors.map((error) => (error instanceof Error ? error.name : typeof error));
  return `its render failed (${[...new Set(kinds)].join(', ')})`;
}
