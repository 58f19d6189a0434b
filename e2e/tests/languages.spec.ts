import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { englishTexts, translatedTexts } from '../../sandbox/src/seed/texts/index.ts';
import { untilHydrated } from './support/hydration.ts';
import { expect, test } from './support/sandbox.ts';
import { openStay } from './support/walk.ts';

// In German, Greek and Finnish, the stay, extras, product and door screens show no English: no
// product, door or partner text of the sandbox's English seed and no English text of the app's
// own. Each screen is reached from the stay link by tapping, and its visible text is scanned.

const localesDir = join(import.meta.dirname, '../../web/src/locales');
/** Stands in for a placeholder when a seed text is a function (`Two doors down from ${street}`). */
const hole = '{{value}}';

type Leaves = Map<string, string>;

function leaves(value: unknown, path = '', into: Leaves = new Map()): Leaves {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'string') into.set(path, value);
  else if (typeof value === 'function') into.set(path, String(value(hole, hole)));
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) leaves(item, at(index), into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) leaves(inner, at(key), into);
  return into;
}

function appTexts(locale: string): Leaves {
  const texts: Leaves = new Map();
  for (const file of readdirSync(join(localesDir, locale))) {
    const namespace = file.replace(/\.json$/, '');
    const tree = JSON.parse(readFileSync(join(localesDir, locale, file), 'utf8')) as unknown;
    for (const [path, text] of leaves(tree)) texts.set(`${namespace}:${path}`, text);
  }
  return texts;
}

/** The parts of a text between its placeholders that are long enough to mean something. */
function fragments(text: string): string[] {
  return text
    .split(/\{\{\s*\w+\s*\}\}/)
    .map((part) => part.replace(/^[\s,.:;!?()"'…–-]+|[\s,.:;!?()"'…–-]+$/g, ''))
    .filter((part) => part.split(/\s+/).length >= 2 || /\p{L}{5,}/u.test(part));
}

function wholeWords(fragment: string): RegExp {
  const escaped = fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * English texts that must not show in `locale`: every English text of the app and of the seed
 * that the language writes differently, minus words the language itself also uses (`Check-in`
 * in German, `Studio`, `Wi-Fi`).
 */
function englishFor(locale: string): string[] {
  const language = locale.slice(0, 2);
  const seed = translatedTexts[language];
  if (!seed) throw new Error(`no seed texts in ${language}`);
  const english = [...leaves(englishTexts), ...appTexts('en-GB')];
  const theirs = new Map([...leaves(seed), ...appTexts(locale)]);
  const theirText = [...theirs.values()].join('\n');
  const candidates = new Set<string>();
  for (const [path, text] of english) {
    if (theirs.get(path) === text) continue;
    for (const fragment of fragments(text)) {
      if (!wholeWords(fragment).test(theirText)) candidates.add(fragment);
    }
  }
  return [...candidates];
}

/**
 * `ownNames`: names that are the property's own (its name, e.g. "Athens Ermou 31"), which stay as
 * the property writes them in every language.
 */
async function expectNoEnglish(
  page: Page,
  screen: string,
  english: readonly string[],
  ownNames: readonly string[],
) {
  await page.waitForLoadState('networkidle');
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the guest reads
  const rendered = await page.locator('body').innerText();
  const visible = ownNames.reduce((text, name) => text.replaceAll(name, ''), rendered);
  const found = english.filter((fragment) => wholeWords(fragment).test(visible));
  expect(found, `English on the ${screen} screen`).toEqual([]);
}

/** A text of the app in `locale`, with counted texts as a pattern for any count. */
function appText(locale: string, key: string): string {
  const text = appTexts(locale).get(key);
  if (!text) throw new Error(`no ${key} in ${locale}`);
  return text;
}

function pattern(text: string): RegExp {
  return new RegExp(
    text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '\\d+'),
  );
}

const walks = [
  { locale: 'de-DE', propertyKey: 'berlin-kop92' },
  { locale: 'el-GR', propertyKey: 'athens-erm31' },
  { locale: 'fi-FI', propertyKey: 'helsinki-kas40' },
];

for (const { locale, propertyKey } of walks) {
  test(`${locale}: the stay, extras, product and door screens show no English`, async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(90_000);
    const english = englishFor(locale);
    const seed = translatedTexts[locale.slice(0, 2)];
    if (!seed) throw new Error(`no seed texts for ${locale}`);
    const booking = await sandbox.createReservation({
      propertyKey,
      checkInState: 'check-in-completed',
      startInDays: 0,
      nights: 3,
    });

    const { property } = await sandbox.reservation(booking.slug);
    const ownNames = [property.name];
    await page.goto(`/stay?slug=${booking.slug}&lng=${locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoEnglish(page, 'stay', english, ownNames);

    const doors = new RegExp(
      `${pattern(appText(locale, 'stayDetails:summary.all_one')).source}|${pattern(appText(locale, 'stayDetails:summary.all_other')).source}`,
    );
    await page.getByRole('link', { name: doors }).click();
    await expect(page).toHaveURL(/\/stay\/access/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoEnglish(page, 'door access', english, ownNames);
    await page.goBack();

    await page
      .getByRole('navigation')
      .getByRole('link', { name: appText(locale, 'common:nav.extras') })
      .click();
    await expect(page).toHaveURL(/\/stay\/extras/);
    await expectNoEnglish(page, 'extras', english, ownNames);

    await page
      .getByRole('link', { name: new RegExp(appText(locale, 'common:productType.breakfast')) })
      .click();
    await expect(page).toHaveURL(/\/stay\/breakfast/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: appText(locale, 'common:productType.breakfast'),
      }),
    ).toBeVisible();
    await expectNoEnglish(page, 'breakfast', english, ownNames);
    await page.goBack();

    await page
      .getByRole('link', { name: new RegExp(appText(locale, 'common:productType.gym')) })
      .click();
    await expect(page).toHaveURL(/\/stay\/gym/);
    await expectNoEnglish(page, 'gym', english, ownNames);
    await page.goBack();

    await page.getByRole('link', { name: new RegExp(seed.customProducts.transfer.title) }).click();
    await expect(page).toHaveURL(/\/stay\/product\//);
    await expect(
      page.getByRole('heading', { level: 1, name: seed.customProducts.transfer.title }),
    ).toBeVisible();
    await expectNoEnglish(page, 'transfer', english, ownNames);
  });
}

test('on a 360 px wide phone every tab label fits, in every language', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const booking = await sandbox.createReservation({ propertyKey: 'athens-erm31' });
  const locales = readdirSync(localesDir).filter((entry) => /^[a-z]{2}-[A-Z]{2}$/.test(entry));
  expect(locales).toHaveLength(10);
  for (const locale of locales) {
    await page.goto(`/stay?slug=${booking.slug}&lng=${locale}`);
    const tabs = page.getByRole('navigation', { name: appText(locale, 'common:nav.label') });
    await expect(tabs.getByRole('link').first()).toBeVisible();
    const overflowing = await tabs
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((link) => link.scrollWidth > link.clientWidth + 1)
          .map((link) => link.textContent),
      );
    expect(overflowing, `tabs cut off in ${locale}`).toEqual([]);
    const bar = await tabs.evaluate((nav) => nav.scrollWidth <= nav.clientWidth);
    expect(bar, `tab bar wider than the screen in ${locale}`).toBe(true);
  }
});

test('switching the language reads the server’s texts again in the new one', async ({
  page,
  sandbox,
}) => {
  const booking = await sandbox.createReservation({
    propertyKey: 'berlin-kop92',
    checkInState: 'check-in-completed',
  });
  await openStay(page, booking.slug);
  await page.getByRole('link', { name: /See all \d+ doors and codes/ }).click();
  await expect(page.getByText(englishTexts.accessGuides.arrivalTitle)).toBeVisible();
  // A choice made before the app has taken the drawn page over changes only the native control.
  await untilHydrated(page);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE');
  const german = translatedTexts.de;
  if (!german) throw new Error('no German seed texts');
  await expect(page.getByText(german.accessGuides.arrivalTitle)).toBeVisible();
  await expect(page.getByText(englishTexts.accessGuides.arrivalTitle)).toHaveCount(0);
});
