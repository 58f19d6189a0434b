import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/auth/session.ts';
import { persisted, send, useProductionGateway } from './support.ts';

// The security corpus, part 5: what the gateway's log keeps of a guest's session in production.
// A whole journey runs through it, failures included; none of the guest's secrets or personal
// data may appear in any line, while the lines themselves are there.
const { sandbox, gateway, log } = useProductionGateway();

describe('security corpus: log hygiene', () => {
  it('keeps no slug, booking number, name, e-mail, code, token or card number', async () => {
    const email = 'aino.virtanen@example.com';
    const secrets = ['demo-stay-helsinki', 'BK-100001', 'Virtanen', 'virtanen', email];

    await persisted(gateway(), 'Lookup', { lastName: 'Virtanen', bookingNumber: 'BK-100001' });
    await persisted(gateway(), 'Lookup', { lastName: 'Virtanen', bookingNumber: 'BK-999999' });
    await persisted(gateway(), 'Stay', { slug: 'demo-stay-helsinki' });
    await send(gateway(), {
      method: 'GET',
      url: '/graphql?documentId=Stay&variables=%7B%22slug%22%3A%22demo-stay-helsinki%22%7D',
      headers: { 'x-graphql-yoga-csrf': '1' },
    });
    await persisted(gateway(), 'Cancel', { slug: 'demo-stay-helsinki' });

    await persisted(gateway(), 'RequestCode', { email });
    const outbox = await fetch(`${sandbox().url}/_sandbox/outbox?to=${encodeURIComponent(email)}`);
    const code = ((await outbox.json()) as { data: { code: string }[] }).data[0]?.code ?? '';
    secrets.push(code);
    await persisted(gateway(), 'VerifyCode', { email, code: '000000' });
    const signedIn = await persisted(gateway(), 'VerifyCode', { email, code });
    const token = /guest_session=([^;]+)/.exec(String(signedIn.headers['set-cookie']))?.[1] ?? '';
    expect(token).not.toBe('');
    secrets.push(token, token.split('.')[2] ?? token);
    await persisted(gateway(), 'Viewer', {}, { cookie: `${sessionCookieName}=${token}` });
    await persisted(gateway(), 'Viewer', {}, { authorization: `Bearer ${token}` });

    const card = await fetch(`${sandbox().url}/card-payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: '4242424242424242',
        cvv: '123',
        expiry: '12/30',
        name: 'Aino Virtanen',
      }),
    });
    const { transactionId } = ((await card.json()) as { data: { transactionId: string } }).data;
    await persisted(gateway(), 'AddCard', {
      slug: 'demo-stay-london',
      card: {
        name: 'Aino Virtanen',
        type: 'VISA',
        expirationDate: '2030-12',
        numberMasked: '424242xxxxxx4242',
        transactionId,
      },
    });
    secrets.push('demo-stay-london', '4242424242424242', 'Carter');

    const lines = log.join('');
    expect(log.length).toBeGreaterThan(10);
    expect(lines).toContain('"url":"/graphql"');
    for (const secret of secrets) expect(lines).not.toContain(secret);
  });
});

describe('security corpus: refused input in the log', () => {
  const guest = {
    firstName: 'Refusedfirstname',
    lastName: 'Refusedlastname',
    dateOfBirth: '1977-02-30',
    nationality: 'FI',
    email: 'refused.guest@example.com',
    phone: '+358401234567',
    address: {
      addressLine1: 'Refusedstreet 1',
      zipCode: '00100',
      city: 'Helsinki',
      countryCode: 'FI',
    },
    arrivalPurpose: 'LEISURE',
  };
  /** Each bad input of the corpus, with the values it sends that no log line may repeat. */
  const badInputs: [string, () => Promise<unknown>, string[]][] = [
    [
      'a date of birth that does not exist',
      () => persisted(gateway(), 'GuestDetails', { slug: 'demo-stay-helsinki', input: guest }),
      [
        '1977-02-30',
        'Refusedfirstname',
        'Refusedlastname',
        'refused.guest@example.com',
        '+358401234567',
        'Refusedstreet',
      ],
    ],
    [
      'stay dates that do not exist',
      () =>
        persisted(gateway(), 'StayDates', {
          slug: 'demo-stay-helsinki',
          startDate: '1988-13-01',
          endDate: 'not-a-date-value',
          expectedTotalMinor: 24_000,
        }),
      ['1988-13-01', 'not-a-date-value'],
    ],
    [
      'a variable of the wrong type',
      () => persisted(gateway(), 'RequestCode', { email: { address: 'typed.wrong@example.com' } }),
      ['typed.wrong@example.com'],
    ],
    [
      'an ill-formed slug',
      () => persisted(gateway(), 'Stay', { slug: '../refused-slug-value' }),
      ['refused-slug-value'],
    ],
    [
      'a deep operationName',
      () =>
        send(gateway(), {
          payload: `{"documentId":"Stay","operationName":[[[["deep-name-value"]]]],"variables":{}}`,
        }),
      ['deep-name-value'],
    ],
    [
      'malformed JSON',
      () =>
        send(gateway(), { payload: '{"documentId":"Stay","variables":{"slug":"malformed-value"' }),
      ['malformed-value'],
    ],
  ];

  it.each(badInputs)('logs %s at info or warn, without the values sent', async (_, run, values) => {
    const logged = log.length;
    await run();
    const lines = log.slice(logged);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect((JSON.parse(line) as { level: number }).level, line).toBeLessThan(50);
      for (const value of values) expect(line).not.toContain(value);
    }
  });
});
