import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, type Sandbox, sandboxURL, test } from './support/sandbox.ts';
import { walkTo } from './support/walk.ts';

// A change whose answer is lost is `OUTCOME_UNKNOWN` (gateway README, "Errors"). The sandbox has
// no helper that stalls a change, and a stalled core API is only reachable from the gateway's own
// tests (`test/security/deadlines.test.ts`), so the browser's network answers the one request with
// that code; everything else, the re-read included, goes to the real gateway and sandbox.

type GraphQLBody = {
  documentId?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
};

/** The web app's trusted documents: a production build sends only their ids. */
const documents = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'web', 'persisted-documents.json'), 'utf8'),
) as Record<string, string>;

/** True when the body sends the operation `name`, by its text's name or its document id. */
function sends(body: GraphQLBody, name: string): boolean {
  if (body.operationName === name) return true;
  const text = body.documentId === undefined ? undefined : documents[body.documentId];
  return text?.startsWith(`query ${name}(`) === true;
}

const bodyOf = (route: Route): GraphQLBody =>
  (route.request().postDataJSON() as GraphQLBody | null) ?? {};

const isOrderProducts = (body: GraphQLBody) =>
  typeof body.variables?.idempotencyKey === 'string' && Array.isArray(body.variables.items);

const lostOrder = {
  data: {
    orderProducts: {
      order: null,
      error: { code: 'OUTCOME_UNKNOWN', field: null, message: 'No answer in time' },
      reservation: null,
    },
  },
};

/** The stay's order items as the core API has them (every status). */
async function orderItemsOf(page: Page, slug: string): Promise<{ status: string }[]> {
  const response = await page.request.get(`${sandboxURL}/check-in/${slug}?$expand=orderItems`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { orderItems: { status: string }[] } };
  return body.data.orderItems;
}

/** From the shop to the confirmation of one breakfast, on the first morning still on sale. */
async function chooseBreakfast(page: Page, slug: string) {
  await walkTo(page, slug, '/stay/extras');
  await page.getByRole('link', { name: /Breakfast/ }).click();
  const mornings = page.getByRole('group', { name: 'Choose your mornings' });
  await mornings.locator('label:not([data-disabled])').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
}

test.describe('an order whose answer is lost', () => {
  // Each walks from the stay link through the shop to an order, loses its answer and follows it
  // to success: some 25 s on a busy CI machine, against the default 30 s for a whole test.
  test.describe.configure({ timeout: 60_000 });

  test('that went through is found on the stay and followed to success, ordered once', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', nights: 3 });
    await chooseBreakfast(page, stay.slug);
    const keys: unknown[] = [];
    let orderReads = 0;
    await page.route('**/graphql', async (route) => {
      const body = bodyOf(route);
      if (sends(body, 'usePlacedOrderCheckQuery')) orderReads += 1;
      if (!isOrderProducts(body)) return route.fallback();
      keys.push(body.variables?.idempotencyKey);
      if (keys.length > 1) return route.fallback();
      // The order reaches the core API; only its answer is lost on the way back.
      await route.fetch();
      return route.fulfill({ json: lostOrder });
    });

    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
    ).toBeVisible({ timeout: 15_000 });
    expect(orderReads).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect((await orderItemsOf(page, stay.slug)).map((item) => item.status)).toEqual(['confirmed']);
  });

  test('that did not go through says so, and the retry orders it once', async ({
    page,
    sandbox,
  }) => {
    const stay = await sandbox.createReservation({ propertyKey: 'helsinki-kas40', nights: 3 });
    await chooseBreakfast(page, stay.slug);
    const keys: unknown[] = [];
    let orderReads = 0;
    await page.route('**/graphql', async (route) => {
      const body = bodyOf(route);
      if (sends(body, 'usePlacedOrderCheckQuery')) orderReads += 1;
      if (!isOrderProducts(body)) return route.fallback();
      keys.push(body.variables?.idempotencyKey);
      // Lost before it reached the core API: nothing was ordered.
      return keys.length === 1 ? route.fulfill({ json: lostOrder }) : route.fallback();
    });

    await page.getByRole('button', { name: 'Place order' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText("Your order didn't go through");
    await expect(alert).toContainText(
      "It isn't on your stay. Try again: it will only be ordered once.",
    );
    expect(await orderItemsOf(page, stay.slug)).toHaveLength(0);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
    ).toBeVisible({ timeout: 15_000 });
    expect(orderReads).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await orderItemsOf(page, stay.slug)).toHaveLength(1);
  });
});

/** A London stay, checked in online and under way: the sandbox's clock an hour after its start. */
async function stayUnderWay(sandbox: Sandbox) {
  const booking = await sandbox.createReservation({
    propertyKey: 'london-ch65',
    checkInState: 'check-in-completed',
  });
  const { startDate } = await sandbox.reservation(booking.slug);
  await sandbox.setClock(new Date(new Date(startDate).getTime() + 60 * 60_000));
  return booking;
}

/** The `doorAccess` stream as the gateway sends it, ending with the lost unlock. */
function lostUnlockStream(propertyKeyId: string): string {
  const update = (fields: object) =>
    `event: next\ndata: ${JSON.stringify({
      data: {
        doorAccess: {
          propertyKeyId,
          state: 'IDLE',
          openUntil: null,
          availableAt: null,
          error: null,
          ...fields,
        },
      },
    })}\n\n`;
  return [
    update({ state: 'OPENING' }),
    update({ error: { code: 'OUTCOME_UNKNOWN', field: null, message: 'No answer in time' } }),
    'event: complete\ndata:\n\n',
  ].join('');
}

test.describe('a door unlock whose answer is lost', () => {
  test('reads the door access again and says the door can be opened again', async ({
    page,
    sandbox,
  }) => {
    const booking = await stayUnderWay(sandbox);
    let accessReads = 0;
    await page.route('**/graphql', async (route) => {
      const body = bodyOf(route);
      const keyId = body.variables?.propertyKeyId;
      if (typeof keyId === 'string') {
        return route.fulfill({
          contentType: 'text/event-stream',
          body: lostUnlockStream(keyId),
        });
      }
      if (sends(body, 'useDoorAccessCheckQuery')) accessReads += 1;
      return route.fallback();
    });
    await walkTo(page, booking.slug, '/stay/access');

    const slider = page.getByRole('slider', { name: /^Slide to open/ });
    await slider.focus();
    await page.keyboard.press('End');

    const door = page.getByRole('listitem').filter({ has: slider });
    const alert = door.getByRole('alert');
    await expect(alert).toContainText("We couldn't confirm whether the door opened");
    await expect(alert).toContainText(
      "Your access to this door works. If it's still locked, slide to open it again.",
    );
    // The door's access came from the network again, after the lost answer.
    expect(accessReads).toBe(1);
    await expect(slider).not.toHaveAttribute('aria-disabled', 'true');
  });
});
