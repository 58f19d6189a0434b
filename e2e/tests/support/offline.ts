import { expect, type Page } from '@playwright/test';

/**
 * Waits until a page drawn by the server has left on the device what its app shell needs offline
 * (`web/src/delivery/keepForOffline.ts`): its answers about the stay, and the texts files of the
 * given namespaces in the service worker's cache.
 */
export async function untilKeptForOffline(
  page: Page,
  texts: { locale: string; namespaces: readonly string[] },
): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        async ({ locale, namespaces }) => {
          if (performance.getEntriesByName('guest:kept-for-offline').length === 0) return false;
          const kept = (await (await caches.open('locales')).keys()).map((request) => request.url);
          return namespaces.every((namespace) =>
            kept.some((url) => url.includes(`/${locale}-${namespace}-`)),
          );
        },
        { locale: texts.locale, namespaces: texts.namespaces },
      ),
    )
    .toBe(true);
}
