import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** Every key of the app's texts (`web/src/locales/en-GB/*.json`), as `area.phrase`. */
function textKeys(): Set<string> {
  const folder = join(import.meta.dirname, '..', '..', '..', 'web', 'src', 'locales', 'en-GB');
  const keys = new Set<string>();
  const collect = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      // A counted text's key is its base: `nights_one` is shown as `nights` when missing.
      keys.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
      return;
    }
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      collect(child, path === '' ? key : `${path}.${key}`);
    }
  };
  for (const file of readdirSync(folder)) {
    collect(JSON.parse(readFileSync(join(folder, file), 'utf8')), '');
  }
  return keys;
}

/**
 * The texts on screen that are a text's key rather than its words (`dates.heading`,
 * `stay:dates.heading`): what a page shows when its texts files are missing.
 */
export async function rawTextKeysShown(page: Page): Promise<string[]> {
  const keys = textKeys();
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label]')) {
      texts.push(element.getAttribute('aria-label') ?? '');
    }
    return texts;
  });
  return shown.filter((text) => keys.has(text.replace(/^\w+:/, '')));
}
