import { beforeEach, describe, expect, it } from 'vitest';
import { firstError, useSandbox } from './support.ts';

const sandbox = useSandbox();

beforeEach(async () => {
  await sandbox().inject({ method: 'POST', url: '/_sandbox/reset' });
});

async function book(payload: object): Promise<{ id: string; slug: string }> {
  const response = await sandbox().inject({
    method: 'POST',
    url: '/_sandbox/reservations',
    payload: { checkInState: 'check-in-completed', paid: false, ...payload },
  });
  return response.json().data;
}

async function read(slug: string) {
  const response = await sandbox().inject({
    url: `/check-in/${slug}?$expand=creditCards,propertyKeys,property`,
  });
  return response.json().data as {
    isPaid: boolean;
    totalPrice: number;
    currencyCode: string;
    creditCard: { id: string } | null;
    propertyKeys: { errorCode: string | null }[];
    property: { acceptsAppPayments: boolean };
  };
}

function pay(slug: string, creditCardId: string) {
  return sandbox().inject({
    method: 'POST',
    url: `/check-in/${slug}/payments`,
    payload: { creditCardId },
  });
}

async function payments(reservationId: string) {
  return sandbox()
    .db.selectFrom('stayPayments')
    .selectAll()
    .where('reservationId', '=', reservationId)
    .execute();
}

describe('POST /check-in/{slug}/payments', () => {
  it('charges the open balance to the guest’s card; the stay is paid and its keys follow their windows', async () => {
    const { id, slug } = await book({});
    const before = await read(slug);
    expect(before.isPaid).toBe(false);
    expect(before.property.acceptsAppPayments).toBe(true);
    expect(before.propertyKeys.every((key) => key.errorCode === 'not-paid')).toBe(true);
    const cardId = before.creditCard?.id ?? '';

    const response = await pay(slug, cardId);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      amount: before.totalPrice,
      currencyCode: before.currencyCode,
      creditCardId: cardId,
    });
    const after = await read(slug);
    expect(after.isPaid).toBe(true);
    expect(after.propertyKeys.some((key) => key.errorCode === 'not-paid')).toBe(false);
    expect(await payments(id)).toHaveLength(1);

    const again = await pay(slug, cardId);
    expect(again.statusCode).toBe(409);
    expect(firstError(again.body).code).toBe('ALREADY_PAID');
    expect(await payments(id)).toHaveLength(1);
  });

  it('refuses a card whose charges fail with ERROR_ORDER_PAYMENT, and the stay stays unpaid', async () => {
    const { id, slug } = await book({ card: 'declining' });
    const response = await pay(slug, (await read(slug)).creditCard?.id ?? '');
    expect(response.statusCode).toBe(402);
    expect(firstError(response.body)).toMatchObject({
      code: 'ERROR_ORDER_PAYMENT',
      field: 'creditCardId',
    });
    expect((await read(slug)).isPaid).toBe(false);
    expect(await payments(id)).toHaveLength(0);
  });

  it('refuses another guest’s card as unknown, naming the field', async () => {
    const other = await book({});
    const { slug } = await book({});
    const response = await pay(slug, (await read(other.slug)).creditCard?.id ?? '');
    expect(response.statusCode).toBe(404);
    expect(firstError(response.body)).toMatchObject({
      code: 'CARD_NOT_FOUND',
      field: 'creditCardId',
    });
    expect((await read(slug)).isPaid).toBe(false);
  });

  it('refuses where the property takes payment at the desk, and for a cancelled stay', async () => {
    const desk = await book({ propertyKey: 'bonn-pop12' });
    const atDesk = await read(desk.slug);
    expect(atDesk.property.acceptsAppPayments).toBe(false);
    const refused = await pay(desk.slug, atDesk.creditCard?.id ?? '');
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused.body).code).toBe('PAYMENT_AT_PROPERTY');
    expect((await read(desk.slug)).isPaid).toBe(false);

    const cancelled = await book({ status: 'canceled' });
    const response = await pay(cancelled.slug, (await read(cancelled.slug)).creditCard?.id ?? '');
    expect(response.statusCode).toBe(409);
    expect(firstError(response.body).code).toBe('RESERVATION_CANCELED');
  });

  it('refuses a body without a card id, naming the field', async () => {
    const { slug } = await book({});
    const response = await sandbox().inject({
      method: 'POST',
      url: `/check-in/${slug}/payments`,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body).field).toContain('creditCardId');
  });
});
