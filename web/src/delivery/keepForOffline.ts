import { textsUrl } from '../i18n/i18n.ts';
import { runtimeCaches } from '../pwa/runtimeCaches.ts';
import { yieldToBrowser } from '../ui/yieldToBrowser.ts';
import type { PageData } from './pageData.ts';

/** The user-timing mark set once a page's answers and files are kept (browser tests wait for it). */
const keptForOfflineMark = 'guest:kept-for-offline';

/**
 * What a page drawn by the server brought, kept as if the browser had fetched it through the
 * service worker: the answers about the current stay (`session/offlineStay.ts`), and in the
 * worker's runtime caches the page's texts files in its language and its screens' code. Offline,
 * the service worker answers with the app shell, which draws the stay from those, so the page
 * reads offline after any first visit, before the worker controlled a page (web/README.md, PWA).
 * Runs once the browser is idle after hydration, so it takes nothing from the page's start.
 */
export function keepPageForOffline(pageData: PageData): void {
  const keep = async () => {
    const answers = async () => {
      if (pageData.answers.length === 0) return;
      (await import('../session/offlineStay.ts')).keepStayAnswers(pageData.answers);
    };
    await Promise.allSettled([answers(), keepFiles(pageData)]);
    performance.mark(keptForOfflineMark);
  };
  const keepNow = () => void keep();
  if ('requestIdleCallback' in window) window.requestIdleCallback(keepNow, { timeout: 5_000 });
  else setTimeout(keepNow, 1_000);
}

/**
 * The files come from the browser's HTTP cache (they were just downloaded, and are immutable).
 * One is asked for per task: starting a cache's download costs a phone's CPU a few milliseconds,
 * and a page's fifteen to twenty in one task were an 85 ms task right after hydration (a CPU
 * profile with the CPU 4x slower), which a tap would have waited behind.
 */
async function keepFiles({ locale, texts, head }: PageData): Promise<void> {
  if (!('caches' in window)) return;
  const [textsCache, codeCache] = await Promise.all([
    caches.open(runtimeCaches.locales),
    caches.open(runtimeCaches.assets),
  ]);
  const files = [
    ...Object.keys(texts).map((namespace) => ({
      cache: textsCache,
      url: textsUrl(locale, namespace),
    })),
    ...head.assets.modules.map((file) => ({ cache: codeCache, url: file })),
  ];
  const keeping: Promise<void>[] = [];
  for (const { cache, url } of files) {
    // Caught at once (not after the loop): a failure is no unhandled rejection for error
    // reporting. A file not kept is one the worker fetches when it is next needed.
    keeping.push(cache.add(url).catch(() => {}));
    await yieldToBrowser();
  }
  await Promise.all(keeping);
}
