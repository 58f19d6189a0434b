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
