import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { currentEnvironment } from './app/appEnvironment.ts';
import { takeLocaleParam } from './app/localeParam.ts';
import { applyPresentation, currentPresentation } from './app/presentation.ts';
import { currentLocale, initI18n } from './i18n/i18n.ts';
import { readStoredLocale, storeLocale } from './i18n/localeStorage.ts';
import { createRelayEnvironment } from './relay/environment.ts';
import { createFreshness } from './relay/freshness.ts';
import { createNetwork } from './relay/network.ts';
import { createRoutes } from './routes.tsx';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const presentation = currentPresentation();
applyPresentation(presentation);
const appEnvironment = currentEnvironment();

const localeFromLink = takeLocaleParam(new URL(window.location.href));
if (localeFromLink) {
  storeLocale(localeFromLink.locale);
  window.history.replaceState(window.history.state, '', localeFromLink.urlWithoutParam);
}
// Before the router starts, so the first requests of every loader carry the chosen language.
await initI18n(readStoredLocale());

const freshness = createFreshness();
const environment = createRelayEnvironment(
  createNetwork({
    documentMode: import.meta.env.DEV ? 'text' : 'persisted',
    locale: currentLocale,
    freshness,
  }),
);
const router = createBrowserRouter(createRoutes(environment, presentation, appEnvironment));

// The router has started the page's query and screen; the first render waits for a new task, and
// renders as a transition, which React splits into short tasks. A phone's main thread then never
// stays busy long enough to keep a tap waiting while the app starts.
await new Promise((resolve) => setTimeout(resolve, 0));
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
