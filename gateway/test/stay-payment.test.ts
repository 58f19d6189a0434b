import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

type Money = { amountMinor: number; currencyCode: string };
type StayResult = {
  isPaid: boolean;
  balanceDue: Money | null;
  isBalancePayableInApp: boolean;
  nextStep: string;
  keys: { code: string | null; unavailability: object | null }[];
  integrations: { wifi: { ssid: string; password: string | null } | null };
  cards: { cardId: string; lastFour: string }[];
  card: { cardId: string } | null;
};
type PayResult = {
  ok: boolean;
  error: { code: string; field: string | null } | null;
  payment: { amount: Money; paidAt: string; card: { cardId: string } | null } | null;
  reservation: StayResult | null;
};

const stayFields = `isPaid balanceDue { amountMinor currencyCode } isBalancePayableInApp nextStep
  keys { code unavailability { __typename } } integrations { wifi { ssid password } }
  cards { cardId lastFour } card { cardId }`;

const stayQuery = `query Stay($slug: String!) { reservation(slug: $slug) { ${stayFields} } }`;
const pay = `mutation Pay($slug: String!, $cardId: String!, $amount: Int!, $key: String!) {
  payStayBalance(slug: $slug, cardId: $cardId, expectedAmountMinor: $amount, idempotencyKey: $key) {
    ok error { code field } payment { amount { amountMinor currencyCode } paidAt card { cardId } }
    reservation { ${stayFields} }
  }
}`;
const addCard = `mutation AddCard($slug: String!, $card: CardInput!) {
  addCard(slug: $slug, card: $card) { ok card { cardId } }
}`;

describe('paying an unpaid stay', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  async function run<T>(query: string, variables: Record<string, unknown>) {
    const { body } = await graphql<Record<string, T>>(gateway(), { query, variables });
    expect(body.errors).toBeUndefined();
    const [data] = Object.values(body.data ?? {});
    if (!data) throw new Error('no data');
    return { data, raw: JSON.stringify(body) };
  }

  /** A stay under way (so codes would show), checked in online, not paid. */
  function unpaidStay(fields: Record<string, unknown> = {}) {
    return sandbox().createReservation({
      startInDays: -1,
      nights: 3,
      checkInState: 'check-in-completed',
      paid: false,
      ...fields,
    });
  }

  async function wifiPassword(slug: string): Promise<string> {
    const response = await fetch(
      `${sandbox().url}/check-in/${slug}?$expand=property.integrations,propertyUnit.integrations`,
    );
    const { data } = (await response.json()) as {
      data: {
        property: { integrations: { wirelessAccessPoint: { password: string } | null } };
        propertyUnit: { integrations: { wirelessAccessPoint: { password: string } | null } };
      };
    };
    const password =
      data.propertyUnit.integrations.wirelessAccessPoint?.password ??
      data.property.integrations.wirelessAccessPoint?.password;
    if (!password) throw new Error('the seeded stay has no Wi-Fi password');
    return password;
  }

  it('withholds codes and the Wi-Fi password while unpaid; paying the shown balance shows them in the payload', async () => {
    const booked = await unpaidStay();
    const password = await wifiPassword(booked.slug);
    const before = await run<StayResult>(stayQuery, { slug: booked.slug });
    expect(before.data).toMatchObject({
      isPaid: false,
      isBalancePayableInApp: true,
      nextStep: 'PAY',
      integrations: { wifi: null },
    });
    expect(before.data.balanceDue?.amountMinor).toBeGreaterThan(0);
    expect(before.data.keys.length).toBeGreaterThan(0);
    expect(before.data.keys.every((key) => key.code === null)).toBe(true);
    // Nothing secret anywhere in the answer, whatever the field.
    expect(before.raw).not.toContain(password);
    const due = before.data.balanceDue as Money;
    const cardId = before.data.card?.cardId ?? '';

    // Another amount than the one shown is refused before anything is charged.
    sandbox().resetCounters();
    const changed = await run<PayResult>(pay, {
      slug: booked.slug,
      cardId,
      amount: due.amountMinor + 100,
      key: randomUUID(),
    });
    expect(changed.data).toMatchObject({
      ok: false,
      payment: null,
      error: { code: 'BALANCE_CHANGED', field: 'expectedAmountMinor' },
      reservation: { isPaid: false, integrations: { wifi: null } },
    });
    expect(sandbox().calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    const paid = await run<PayResult>(pay, {
      slug: booked.slug,
      cardId,
      amount: due.amountMinor,
      key: randomUUID(),
    });
    expect(paid.data).toMatchObject({
      ok: true,
      error: null,
      payment: { amount: due, card: { cardId } },
      reservation: {
        isPaid: true,
        balanceDue: null,
        isBalancePayableInApp: false,
        integrations: { wifi: { password } },
      },
    });
    expect(paid.data.reservation?.keys.some((key) => key.code !== null)).toBe(true);
    expect(paid.data.reservation?.nextStep).not.toBe('PAY');

    const again = await run<PayResult>(pay, {
      slug: booked.slug,
      cardId,
      amount: due.amountMinor,
      key: randomUUID(),
    });
    expect(again.data).toMatchObject({ ok: false, error: { code: 'ALREADY_PAID' } });
  });

  it('pays with a card added for it', async () => {
    const booked = await unpaidStay({ card: 'none' });
    const authorised = (await (
      await fetch(`${sandbox().url}/card-payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          number: '4242 4242 4242 4242',
          cvv: '123',
          expiry: '12/30',
          name: 'Aino Virtanen',
        }),
      })
    ).json()) as { data: { transactionId: string; numberMasked: string; expirationDate: string } };
    const added = await run<{ ok: boolean; card: { cardId: string } }>(addCard, {
      slug: booked.slug,
      card: {
        name: 'Aino Virtanen',
        type: 'VISA',
        expirationDate: authorised.data.expirationDate,
        numberMasked: authorised.data.numberMasked,
        transactionId: authorised.data.transactionId,
      },
    });
    expect(added.data.ok).toBe(true);
    const stay = await run<StayResult>(stayQuery, { slug: booked.slug });
    expect(stay.data.isPaid).toBe(false);
    const paid = await run<PayResult>(pay, {
      slug: booked.slug,
      cardId: added.data.card.cardId,
      amount: stay.data.balanceDue?.amountMinor,
      key: randomUUID(),
    });
    expect(paid.data).toMatchObject({
      ok: true,
      payment: { card: { cardId: added.data.card.cardId } },
      reservation: { isPaid: true },
    });
  });

  it('a card whose charge fails is PAYMENT, and the stay stays unpaid', async () => {
    const booked = await unpaidStay({ card: 'declining' });
    const stay = await run<StayResult>(stayQuery, { slug: booked.slug });
    const refused = await run<PayResult>(pay, {
      slug: booked.slug,
      cardId: stay.data.card?.cardId,
      amount: stay.data.balanceDue?.amountMinor,
      key: randomUUID(),
    });
    expect(refused.data).toMatchObject({
      ok: false,
      payment: null,
      error: { code: 'PAYMENT' },
      reservation: { isPaid: false, integrations: { wifi: null } },
    });
  });

  it('a card that is not the guest’s is refused, naming cardId', async () => {
    const other = await unpaidStay();
    const otherCard = (await run<StayResult>(stayQuery, { slug: other.slug })).data.card?.cardId;
    const booked = await unpaidStay();
    const stay = await run<StayResult>(stayQuery, { slug: booked.slug });
    const refused = await run<PayResult>(pay, {
      slug: booked.slug,
      cardId: otherCard,
      amount: stay.data.balanceDue?.amountMinor,
      key: randomUUID(),
    });
    expect(refused.data).toMatchObject({
      ok: false,
      error: { code: 'BAD_USER_INPUT', field: 'cardId' },
    });
  });

  it('where the property takes payment at the desk, the stay says so and no payment is asked for', async () => {
    const booked = await unpaidStay({ propertyKey: 'bonn-pop12' });
    const stay = await run<StayResult>(stayQuery, { slug: booked.slug });
    expect(stay.data).toMatchObject({ isPaid: false, isBalancePayableInApp: false });
    expect(stay.data.balanceDue).not.toBeNull();
    sandbox().resetCounters();
    const refused = await run<PayResult>(pay, {
      slug: booked.slug,
      cardId: stay.data.card?.cardId,
      amount: stay.data.balanceDue?.amountMinor,
      key: randomUUID(),
    });
    expect(refused.data).toMatchObject({ ok: false, error: { code: 'PAY_AT_PROPERTY' } });
    expect(sandbox().calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
