import { fetchTextsFiles } from '../i18n/i18n.ts';
import type { PageData } from './pageData.ts';

/** The user-timing mark set once a page's answers and texts are kept (browser tests wait for it). */
const keptForOfflineMark = 'guest:kept-for-offline';

/**
 * What a page drawn by the server brought, kept as if the browser had fetched it itself: the
 * answers about the current stay (`session/offlineStay.ts`) and, once a service worker controls
 * the page, the texts files of the page's language. Offline, the service worker answers with the
 * app shell, which draws the stay from those answers in those texts (web/README.md, PWA). Runs
 * once the browser is idle after hydration, so it takes nothing from the page's start.
 */
export function keepPageForOffline(pageData: PageData): void {
  const keep = async () => {
    const answers = async () => {
      if (pageData.stayAnswers.length === 0) return;
      (await import('../session/offlineStay.ts')).keepStayAnswers(pageData.stayAnswers);
    };
    // Only through a service worker that keeps them: a first visit downloads no texts twice.
    const texts = navigator.serviceWorker?.controller
      ? fetchTextsFiles(pageData.locale, Object.keys(pageData.texts))
      : Promise.resolve();
    await Promise.allSettled([answers(), texts]);
    performance.mark(keptForOfflineMark);
  };
  const keepNow = () => void keep();
  if ('requestIdleCallback' in window) window.requestIdleCallback(keepNow, { timeout: 5_000 });
  else setTimeout(keepNow, 1_000);
}
