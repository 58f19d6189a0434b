import { fetchTextsFiles } from '../i18n/i18n.ts';
import type { PageData } from './pageData.ts';

/**
 * What a page drawn by the server brought, kept as if the browser had fetched it itself: the
 * answers about the current stay (`session/offlineStay.ts`) and, under a service worker, the
 * texts files of the page's language. Offline, the service worker answers with the app shell,
 * which draws the stay from those answers in those texts (web/README.md, PWA). Runs once the
 * browser is idle after hydration, so it takes nothing from the page's start.
 */
export function keepPageForOffline(pageData: PageData): void {
  const keep = () => {
    if (pageData.stayAnswers.length > 0) {
      void import('../session/offlineStay.ts')
        .then(({ keepStayAnswer }) => {
          for (const { key, variables, response } of pageData.stayAnswers) {
            keepStayAnswer(key, variables, response);
          }
        })
        .catch(() => undefined);
    }
    if ('serviceWorker' in navigator) {
      void fetchTextsFiles(pageData.locale, Object.keys(pageData.texts));
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(keep, { timeout: 5_000 });
  else setTimeout(keep, 1_000);
}
