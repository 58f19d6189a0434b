import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { Document, PageDataScript } from './delivery/Document.tsx';
import { keepPageForOffline } from './delivery/keepForOffline.ts';
import { readPageData } from './delivery/pageData.ts';
import { currentEnvironment, environmentForHost } from './host/appEnvironment.ts';
import { applyPresentation, currentPresentation } from './host/presentation.ts';
import { changeLocale, currentLocale, initI18n } from './i18n/i18n.ts';
import { mirrorLocaleCookie, readStoredLocale, storeLocale } from './i18n/localeStorage.ts';
import { reportWebVitals, routePatternOf } from './integrations/webVitals.ts';
import { createRelayEnvironment } from './relay/environment.ts';
import { createFreshness } from './relay/freshness.ts';
import { createNetwork } from './relay/network.ts';
import { createRoutes } from './routes.tsx';
import { takeLocaleParam } from './routing/localeParam.ts';
import { browserDevice, mirrorStayCookie } from './session/device.ts';
import './styles/tokens.css';
import './styles/base.css';
import { keepFormattedTexts } from './ui/format.ts';
import { yieldToBrowser } from './ui/yieldToBrowser.ts';

await yieldToBrowser();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// What the server drew the page with; none on the app shell (the service worker's, or a page
// the server left to the browser), which the browser renders itself.
const drawnPage = readPageData(document);
const pageData = drawnPage?.data ?? null;
const presentation = currentPresentation();
const appEnvironment = currentEnvironment();

const localeFromLink = takeLocaleParam(new URL(window.location.href));
if (localeFromLink) {
  storeLocale(localeFromLink.locale);
  window.history.replaceState(window.history.state, '', localeFromLink.urlWithoutParam);
}
const storedLocale = readStoredLocale();
// The server renders the next page in this language (a choice stored before the cookie existed).
mirrorLocaleCookie(storedLocale);
// Before the router starts, so the first requests of every loader carry the chosen language.
await initI18n(pageData?.locale ?? storedLocale, pageData?.texts);
// Hydration draws the dates and prices as the server formatted them, without building formatters.
if (pageData) keepFormattedTexts(pageData.formatted);
await yieldToBrowser();

const freshness = createFreshness();
const environment = createRelayEnvironment(
  createNetwork({
    documentMode: import.meta.env.DEV ? 'text' : 'persisted',
    locale: currentLocale,
    freshness,
    pageAnswers: pageData?.answers,
  }),
);
const device = browserDevice();
// The server draws the next page with this device's stay (one remembered before the cookie).
mirrorStayCookie(device);
const router = createBrowserRouter(createRoutes(environment, presentation, appEnvironment, device));

if (drawnPage && pageData) {
  // The loaders run again here and are answered with the page's answers, asking nothing; once
  // they and the screens' code are in, the first render is the server's page.
  await routerInitialised(router);
  await yieldToBrowser();
  // As a transition, which React hydrates in short tasks that yield to the browser, so a tap on
  // the drawn page is answered while the rest of it is taken over (react-router's own entry
  // does the same).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document
          {...pageData.head}
          pageData={
            <PageDataScript nonce={drawnPage.nonce} serialised={() => drawnPage.serialised} />
          }
        >
          <App
            environment={environment}
            router={router}
            presentation={presentation}
            appEnvironment={environmentForHost(window.location.hostname)}
            appEnvironmentAfterHydration={appEnvironment}
            onFirstCommit={() => {
              // A choice the server could not see (its cookie gone, e.g. expired by the
              // browser): the page was drawn in another language and now turns to the guest's.
              if (pageData.locale !== storedLocale) void changeLocale(storedLocale);
            }}
            freshness={freshness}
            drawnFormAnswers={pageData.actionData}
          />
        </Document>
      </StrictMode>,
      {
        // A page the browser had to draw again differs from the server's (a hydration
        // mismatch): said plainly in the console, where the browser tests look for it.
        onRecoverableError: (error) =>
          console.error('The page was drawn again in the browser:', error),
      },
    );
  });
  keepPageForOffline(pageData);
} else {
  applyPresentation(presentation);
  // The browser draws the page (the service worker's shell): as a transition, which React splits
  // into short tasks, so a tap never waits long while the app starts.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App
          environment={environment}
          router={router}
          presentation={presentation}
          appEnvironment={appEnvironment}
          freshness={freshness}
        />
      </StrictMode>,
    );
  });
}

// Field speed: this load's Core Web Vitals go to the gateway under the route it was loaded on,
// the library fetched once the browser is idle, off the start's path.
const loadedRoute = routePatternOf(router.state.matches);
const reportVitals = () => void reportWebVitals(loadedRoute);
if ('requestIdleCallback' in window) window.requestIdleCallback(reportVitals, { timeout: 5_000 });
else setTimeout(reportVitals, 1_000);

function routerInitialised(browserRouter: typeof router): Promise<void> {
  return new Promise((resolve) => {
    if (browserRouter.state.initialized) return resolve();
    const unsubscribe = browserRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
