import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bearer, signIn } from './auth-support.ts';
import { useSandbox } from './support.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const sandbox = useSandbox({ logger: { level: 'trace', stream } });
const cardNumber = '4242424242424242';

describe('logs', () => {
  it('never carry an access token or a card number, at any level', async () => {
    const token = await signIn(sandbox(), 'aino.virtanen@example.com');
    const customers = await sandbox().inject({ url: '/customers', headers: bearer(token) });
    expect(customers.statusCode).toBe(200);
    const refused = await sandbox().inject({
      url: '/customers',
      headers: bearer(`${token.slice(0, -4)}AAAA`),
    });
    expect(refused.statusCode).toBe(401);
    for (const number of [cardNumber, '4242 4242 4242 4241']) {
      await sandbox().inject({
        method: 'POST',
        url: '/card-payments',
        payload: { number, cvv: '987', expiry: '12/30', name: 'Aino Virtanen' },
      });
    }
    const log = lines.join('');
    expect(log).toContain('/card-payments');
    expect(log).toContain('/customers');
    expect(log).not.toContain(token.split('.')[2]);
    expect(log).not.toContain(cardNumber);
    expect(log).not.toContain('4242 4242 4242 4241');
  });

  it('censor the header and card fields when a line is handed them', () => {
    lines.length = 0;
    sandbox().log.info(
      {
        headers: { authorization: 'Bearer secret-token' },
        body: { number: cardNumber, cvv: '987' },
      },
      'a careless debugging line',
    );
    const [line] = lines;
    expect(line).toBeDefined();
    const entry = JSON.parse(line ?? '{}');
    expect(entry.headers.authorization).toBe('[redacted]');
    expect(entry.body).toEqual({ number: '[redacted]', cvv: '[redacted]' });
  });

  it('name the route of a request, never its slug, booking number, last name or e-mail', async () => {
    lines.length = 0;
    const inject = (url: string, method: 'GET' | 'PATCH' = 'GET') =>
      sandbox().inject({ method, url, ...(method === 'PATCH' ? { payload: {} } : {}) });
    await inject('/check-in?channelConfirmationNumber=BK-100001&lastName=Virtanen');
    await inject('/check-in/demo-stay-helsinki?$expand=customer');
    await inject('/check-in/demo-stay-helsinki', 'PATCH');
    await inject('/_sandbox/outbox?to=aino.virtanen%40example.com');
    await inject('/no-such-route/demo-stay-helsinki');
    const log = lines.join('');
    expect(log).toContain('"route":"/check-in/:slug"');
    expect(log).toContain('"route":"/check-in"');
    expect(log).toContain('"route":"(no route)"');
    for (const personal of ['demo-stay-helsinki', 'BK-100001', 'Virtanen', 'aino.virtanen']) {
      expect(log).not.toContain(personal);
    }
  });
});
