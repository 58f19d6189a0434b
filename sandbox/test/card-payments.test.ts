import { describe, expect, it } from 'vitest';
import { rowCount } from './auth-support.ts';
import { firstError, useSandbox } from './support.ts';

const sandbox = useSandbox();
const card = { number: '4242 4242 4242 4242', cvv: '123', expiry: '12/30', name: 'Aino Virtanen' };

function pay(payload: object) {
  return sandbox().inject({ method: 'POST', url: '/card-payments', payload });
}

describe('POST /card-payments (the pay page)', () => {
  it('authorises the Visa and Mastercard test cards with a transaction and a masked number', async () => {
    const visa = await pay(card);
    expect(visa.statusCode).toBe(201);
    expect(visa.json().data).toMatchObject({
      numberMasked: '424242xxxxxx4242',
      type: 'visa',
      expirationDate: '2030-12',
      authorizationState: 'authorized',
      transactionId: expect.stringMatching(/^txn_/),
    });
    const mastercard = await pay({ ...card, number: '5555555555554444' });
    expect(mastercard.json().data).toMatchObject({
      type: 'mastercard',
      numberMasked: '555555xxxxxx4444',
    });
    expect(mastercard.json().data.transactionId).not.toBe(visa.json().data.transactionId);
  });

  it('stores the card to charge later: the 9995 card fails every later charge', async () => {
    const response = await pay({ ...card, number: '4000000000009995' });
    expect(response.statusCode).toBe(201);
    const stored = await sandbox()
      .db.selectFrom('creditCards')
      .selectAll()
      .where('transactionId', '=', response.json().data.transactionId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      chargeOutcome: 'fails',
      customerId: null,
      numberMasked: '400000xxxxxx9995',
    });
  });

  it('declines 4000 0000 0000 0002 with CARD_NOT_AUTHORISED and stores nothing', async () => {
    const before = await rowCount(sandbox(), 'creditCards');
    const response = await pay({ ...card, number: '4000000000000002' });
    expect(response.statusCode).toBe(402);
    expect(firstError(response.body)).toMatchObject({
      code: 'CARD_NOT_AUTHORISED',
      message: 'Card is not authorised',
    });
    expect(await rowCount(sandbox(), 'creditCards')).toBe(before);
  });

  it('checks Luhn, CVV length per brand and expiry, naming the field, never echoing the number', async () => {
    const before = await rowCount(sandbox(), 'creditCards');
    for (const [payload, code, field] of [
      [{ ...card, number: '4242424242424241' }, 'INVALID_CARD_NUMBER', 'number'],
      [{ ...card, cvv: '1234' }, 'INVALID_CVV', 'cvv'],
      [{ ...card, number: '378282246310005', cvv: '123' }, 'INVALID_CVV', 'cvv'],
      [{ ...card, expiry: '13/30' }, 'INVALID_INPUT', 'expiry'],
      [{ ...card, expiry: '00/30' }, 'INVALID_INPUT', 'expiry'],
      [{ ...card, expiry: '05/26' }, 'CARD_EXPIRED', 'expiry'],
      [{ ...card, number: '4242-4242' }, 'INVALID_INPUT', 'number'],
      [{ ...card, name: '' }, 'INVALID_INPUT', 'name'],
      [{ number: card.number, cvv: '123', expiry: '12/30' }, 'INVALID_INPUT', 'name'],
    ] as const) {
      const response = await pay(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(firstError(response.body)).toMatchObject({ code, field });
      expect(response.body).not.toContain(payload.number.replaceAll(' ', ''));
    }
    expect(await rowCount(sandbox(), 'creditCards')).toBe(before);
  });

  it('accepts an amex with a 4-digit CVV, through the end of the expiry month', async () => {
    const amex = await pay({ ...card, number: '3782 822463 10005', cvv: '1234', expiry: '06/26' });
    expect(amex.statusCode).toBe(201);
    expect(amex.json().data).toMatchObject({ type: 'amex', numberMasked: '378282xxxxx0005' });
  });
});
