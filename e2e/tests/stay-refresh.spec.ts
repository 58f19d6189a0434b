import type { Page } from '@playwright/test';
import { type AppTexts, appTexts } from './support/appTexts.ts';
import { untilHydrated } from './support/hydration.ts';
import { expect, type Sandbox, sandboxURL, test } from './support/sandbox.ts';
import { type Presentation, presentationURL } from './support/walk.ts';

// The screens follow what the guest buys without a reload: each walk opens the stay link once
// and from there only taps. After an upgrade door access shows the new room's door (its code or
// its slide), never the old room's code; after a night's extension the stay page shows the new
// departure and night count; after an early check-in the door summary and 'Your extras' say so;
// a booked cleaning shows on the cleaning page; after check-out nothing is sold; an unpaid stay
// paid from its door summary shows its codes and Wi-Fi, or, where the property takes payment on
// site, says so with no button to pay. In the branded app in English and in a white-label app in
// German.

type Walk = {
  presentation: Presentation;
  locale: string;
  propertyKey: string;
  /** Whether the property takes an open balance in the app (Bonn takes it on site). */
  paysInApp: boolean;
};

const walks: Walk[] = [
  { presentation: 'main', locale: 'en-GB', propertyKey: 'berlin-kop92', paysInApp: true },
  { presentation: 'white-label', locale: 'de-DE', propertyKey: 'bonn-pop12', paysInApp: false },
];

type CoreKey = {
  type: string;
  accessType: string;
  code: string | null;
  validFromDate: string;
};
type CoreStay = {
  endDate: string;
  propertyUnitId: string;
  property: { timeZone: string };
  propertyKeys: CoreKey[];
};

async function coreStay(page: Page, slug: string): Promise<CoreStay> {
  const response = await page.request.get(
    `${sandboxURL}/check-in/${slug}?$expand=property,propertyKeys`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: CoreStay }).data;
}

function unitKey(stay: CoreStay): CoreKey {
  const key = stay.propertyKeys.find((candidate) => candidate.type === 'property-unit');
  if (!key) throw new Error('the stay has no key to its unit');
  return key;
}

/** The stay link in the walk's presentation and language: the only address a walk opens. */
async function openStayLink(page: Page, slug: string, walk: Walk): Promise<void> {
  await page.goto(
    presentationURL(`/stay?${new URLSearchParams({ slug, lng: walk.locale })}`, walk.presentation),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await untilHydrated(page);
}

/**
 * Counts the documents the page loads, so that a walk can prove it never reloaded: every tap
 * after the stay link is a navigation inside the app.
 */
function documentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

function screens(page: Page, { t, pattern }: AppTexts) {
  const tab = (name: string) =>
    page
      .getByRole('navigation', { name: t('common:nav.label') })
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click();
  return {
    tab,
    toStay: () => tab(t('common:nav.stay')),
    openExtra: async (name: string) => {
      await tab(t('common:nav.extras'));
      // The stay page links to some of the same products: a tile tapped while the shop is still
      // loading could be the stay page's link, taken away under the pointer as the shop is drawn.
      await expect(
        page.getByRole('heading', { level: 1, name: t('extras:list.heading') }),
      ).toBeVisible();
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .click();
    },
    manage: (name: string) =>
      page
        .getByRole('region', { name: t('stayDetails:manage.heading') })
        .getByRole('link', { name, exact: true })
        .click(),
    /** From the confirmation to the success screen and back to the stay page, by its button. */
    placeOrder: async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: t('payment:confirmation.heading') }),
      ).toBeVisible();
      await page.getByRole('button', { name: t('payment:confirmation.place') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t('payment:success.heading') }),
      ).toBeVisible({ timeout: 15_000 });
      await page.getByRole('link', { name: t('payment:success.backToStay') }).click();
      await expect(page).toHaveURL(/\/stay\?/);
    },
    doorAccess: async () => {
      const summary = page.getByRole('region', { name: t('stayDetails:summary.heading') });
      await summary
        .getByRole('link', { name: pattern('stayDetails:summary.all_other') })
        .or(summary.getByRole('link', { name: pattern('stayDetails:summary.all_one') }))
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: t('access:page.heading') }),
      ).toBeVisible();
    },
  };
}

async function book(
  sandbox: Sandbox,
  walk: Walk,
  startInDays: number,
  nights: number,
  paid = true,
) {
  return sandbox.createReservation({
    propertyKey: walk.propertyKey,
    startInDays,
    nights,
    checkInState: 'check-in-completed',
    paid,
  });
}

for (const walk of walks) {
  test.describe(`${walk.presentation} in ${walk.locale}`, () => {
    const texts = appTexts(walk.locale);
    const { t } = texts;
    const product = (type: string) => t(`common:productType.${type}`);
    test.use({ actionTimeout: 15_000 });

    test('an upgrade moves door access to the new room and a night more moves the departure', async ({
      page,
      sandbox,
    }) => {
      test.setTimeout(120_000);
      const booked = await book(sandbox, walk, -1, 3);
      const before = await coreStay(page, booked.slug);
      const oldKey = unitKey(before);
      const loads = documentLoads(page);
      await openStayLink(page, booked.slug, walk);
      const go = screens(page, texts);

      // The old room's door, as the guest sees it before the upgrade.
      await go.doorAccess();
      // The guest's own door is named by the unit's kind: a room, or an apartment.
      const ownDoorNames = [
        t('access:keyType.propertyUnit_room'),
        t('access:keyType.propertyUnit_apartment'),
      ];
      const ownDoor = page.getByRole('region', {
        name: new RegExp(`^(${ownDoorNames.join('|')})$`),
      });
      if (oldKey.code) await expect(ownDoor).toContainText(oldKey.code);

      await go.openExtra(product('unitCategoryUpgrade'));
      await page
        .getByRole('group', { name: t('upgrade:upgrade.optionsLabel') })
        .locator('label')
        .first()
        .click();
      await page.getByRole('button', { name: new RegExp(t('products:product.continue')) }).click();
      await go.placeOrder();

      const upgraded = await coreStay(page, booked.slug);
      expect(upgraded.propertyUnitId).not.toBe(before.propertyUnitId);
      const newKey = unitKey(upgraded);
      await go.doorAccess();
      if (newKey.accessType === 'remote') {
        await expect(
          ownDoor.getByRole('slider', {
            name: new RegExp(
              `^(${ownDoorNames.map((door) => t('stayDetails:slide.label', { door })).join('|')})$`,
            ),
          }),
        ).toBeVisible();
      } else {
        if (!newKey.code) throw new Error('the new room has neither a code nor a remote door');
        await expect(ownDoor).toContainText(newKey.code);
      }
      if (oldKey.code && oldKey.code !== newKey.code)
        await expect(ownDoor).not.toContainText(oldKey.code);

      // One night more: the stay page's departure and night count follow.
      await go.toStay();
      const dates = page.getByRole('region', { name: t('stay:dates.heading') });
      await expect(dates).toContainText(t('stay:dates.nights', { count: 3 }));
      await go.manage(t('stayDetails:manage.extend'));
      await page
        .getByRole('radio', { name: new RegExp(`^${t('changes:extension.oneNight')}`) })
        .check();
      await page.getByRole('button', { name: t('changes:extension.continue') }).click();
      await page.getByRole('button', { name: t('changes:extensionOrder.continue') }).click();
      await go.placeOrder();

      const extended = await coreStay(page, booked.slug);
      const departure = new Intl.DateTimeFormat(walk.locale, {
        timeZone: extended.property.timeZone,
        day: 'numeric',
        month: 'short',
      }).format(new Date(extended.endDate));
      await expect(dates).toContainText(t('stay:dates.nights', { count: 4 }));
      await expect(
        dates.locator('dt', { hasText: t('stay:dates.checkOut') }).locator('+ dd'),
      ).toContainText(departure);
      expect(loads(), 'documents loaded: the stay link only').toBe(1);
    });

    test('an early check-in changes the door summary and the extras of the stay page', async ({
      page,
      sandbox,
    }) => {
      test.setTimeout(90_000);
      const booked = await book(sandbox, walk, 1, 2);
      const loads = documentLoads(page);
      await openStayLink(page, booked.slug, walk);
      const go = screens(page, texts);
      const summary = page.getByRole('region', { name: t('stayDetails:summary.heading') });
      await expect(summary).toContainText(
        texts.pattern('access:status.availableFrom', { time: '15:00' }),
      );
      const ordered = page.getByRole('region', { name: t('stayDetails:extras.orderedHeading') });
      await expect(ordered).toHaveCount(0);

      await go.openExtra(product('earlyCheckIn'));
      const times = page.getByRole('radiogroup', {
        name: t('timeslotProducts:earlyCheckIn.timeLabel'),
      });
      const earliest = times.locator('label').first();
      await earliest.click();
      const arrival = ((await earliest.textContent()) ?? '').match(/\d\d:\d\d/)?.[0];
      if (!arrival) throw new Error('the earliest arrival has no time');
      await page.getByRole('button', { name: t('products:product.continue') }).click();
      await go.placeOrder();

      await expect(summary).toContainText(
        texts.pattern('access:status.availableFrom', { time: arrival }),
      );
      await expect(summary).not.toContainText('15:00');
      await expect(ordered.getByRole('listitem')).toHaveCount(1);
      expect(loads(), 'documents loaded: the stay link only').toBe(1);
    });

    test('a booked cleaning shows on the cleaning page', async ({ page, sandbox }) => {
      test.setTimeout(90_000);
      // Cleaning is done on working days: five nights hold some whatever today is.
      const booked = await book(sandbox, walk, -1, 6);
      const loads = documentLoads(page);
      await openStayLink(page, booked.slug, walk);
      const go = screens(page, texts);

      await go.openExtra(product('midStayCleaning'));
      await expect(page.getByRole('main')).not.toContainText(
        texts.pattern('cleaning:cleaning.scheduled_one'),
      );
      await page.getByRole('link', { name: t('cleaning:cleaning.schedule') }).click();
      const slots = page.getByRole('radiogroup', { name: t('cleaning:cleaning.timeLabel') });
      const slot = slots
        .locator('label')
        .filter({ has: page.getByRole('radio', { disabled: false }) })
        .first();
      await slot.click();
      const time = ((await slot.textContent()) ?? '').match(/\d\d:\d\d/)?.[0];
      if (!time) throw new Error('the cleaning slot has no time');
      await page.getByRole('button', { name: t('products:product.continue') }).click();
      await go.placeOrder();

      await go.openExtra(product('midStayCleaning'));
      const cleanings = page.getByRole('region', { name: t('cleaning:cleaning.yourCleanings') });
      await expect(cleanings).toContainText(t('cleaning:cleaning.scheduled', { count: 1 }));
      await expect(cleanings).toContainText(time);
      expect(loads(), 'documents loaded: the stay link only').toBe(1);
    });

    test(
      walk.paysInApp
        ? 'paying an unpaid stay brings its codes and Wi-Fi'
        : 'an unpaid stay at a property that takes payment on site says so, with no button to pay',
      async ({ page, sandbox }) => {
        test.setTimeout(90_000);
        // Under way since yesterday: its doors would be open at any hour of the day.
        const booked = await book(sandbox, walk, -1, 2, false);
        const loads = documentLoads(page);
        await openStayLink(page, booked.slug, walk);
        const go = screens(page, texts);
        const summary = page.getByRole('region', { name: t('stayDetails:summary.heading') });
        const wifi = page.getByRole('region', { name: t('stayDetails:wifi.heading') });
        const payNow = summary.getByRole('link', { name: t('stayDetails:summary.payNow') });
        await expect(payNow).toBeVisible();
        await expect(wifi).toHaveCount(0);

        await payNow.click();
        await expect(
          page.getByRole('heading', { level: 1, name: t('payment:payBalance.title') }),
        ).toBeVisible();
        const pay = page.getByRole('button', { name: texts.pattern('payment:payBalance.confirm') });
        if (!walk.paysInApp) {
          await expect(page.getByText(t('payment:payBalance.atProperty'))).toBeVisible();
          await expect(pay).toHaveCount(0);
          await go.toStay();
          await expect(payNow).toBeVisible();
          await expect(wifi).toHaveCount(0);
          expect(loads(), 'documents loaded: the stay link only').toBe(1);
          return;
        }
        await pay.click();
        await expect(page.getByText(t('payment:payBalance.paid'))).toBeVisible({
          timeout: 15_000,
        });
        await page.getByRole('link', { name: t('payment:payBalance.toDoors') }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: t('access:page.heading') }),
        ).toBeVisible();
        await expect(wifi).toBeVisible();
        await expect(page.getByRole('link', { name: t('stayDetails:summary.payNow') })).toHaveCount(
          0,
        );

        await go.toStay();
        await expect(payNow).toHaveCount(0);
        // A door's code, as the summary draws its digits for the eye.
        await expect(
          summary
            .locator('span[aria-hidden="true"]')
            .filter({ hasText: /^\d{4,}$/ })
            .first(),
        ).toBeVisible();
        await expect(wifi).toBeVisible();
        expect(loads(), 'documents loaded: the stay link only').toBe(1);
      },
    );

    test('after check-out nothing is sold', async ({ page, sandbox }) => {
      test.setTimeout(90_000);
      const booked = await book(sandbox, walk, -1, 1);
      const loads = documentLoads(page);
      await openStayLink(page, booked.slug, walk);
      const go = screens(page, texts);
      const offered = page.getByRole('region', { name: t('stayDetails:extras.offeredHeading') });
      await expect(offered).toBeVisible();

      await go.manage(t('stayDetails:manage.checkOut'));
      await page.getByRole('button', { name: t('checkOut:checkOut.action') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t('checkOut:checkOutSuccess.heading') }),
      ).toBeVisible({ timeout: 15_000 });
      await page.getByRole('link', { name: t('checkOut:checkOut.backToStay') }).click();

      await expect(
        page.getByText(t('stayDetails:checkedOut.title'), { exact: true }),
      ).toBeVisible();
      await expect(offered).toHaveCount(0);
      await go.tab(t('common:nav.extras'));
      await expect(
        page
          .getByRole('heading', { name: t('products:closed.checkedOutTitle') })
          .or(page.getByRole('heading', { name: t('extras:list.emptyTitle') })),
      ).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: product('earlyCheckIn') }),
      ).toHaveCount(0);
      expect(loads(), 'documents loaded: the stay link only').toBe(1);
    });
  });
}
