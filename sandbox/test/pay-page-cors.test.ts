import { afterAll, describe, expect, it } from 'vitest';
import { isAllowedPayPageOrigin } from '../src/domain/pay-page-origins.ts';
import { createSandbox } from '../src/index.ts';

const sandbox = await createSandbox({ payPageOrigins: ['https://guest.example.com'] });
afterAll(() => sandbox.close());

function preflight(url: string, origin: string) {
  return sandbox.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
}

describe('the pay page answers the guest app in the browser (CORS)', () => {
  it.each([
    'http://localhost:4000',
    'http://white-label.localhost:4000',
    'http://127.0.0.1:5173',
    'https://guest.example.com',
  ])('lets %s post a card', async (origin) => {
    const answer = await preflight('/card-payments', origin);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(origin);
    expect(String(answer.headers['access-control-allow-methods'])).toContain('POST');

    const card = await sandbox.inject({
      method: 'POST',
      url: '/card-payments',
      headers: { origin },
      payload: { number: '4242424242424242', cvv: '123', expiry: '12/30', name: 'Aino Virtanen' },
    });
    expect(card.statusCode).toBe(201);
    expect(card.headers['access-control-allow-origin']).toBe(origin);
  });

  it('gives a foreign origin no CORS grant', async () => {
    const answer = await preflight('/card-payments', 'https://attacker.example');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens no other core API route to browsers', async () => {
    const answer = await preflight('/check-in/demo-stay-helsinki', 'http://localhost:4000');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('isAllowedPayPageOrigin', () => {
  it('accepts loopback hosts and listed origins only', () => {
    expect(isAllowedPayPageOrigin('http://localhost', [])).toBe(true);
    expect(isAllowedPayPageOrigin('http://localhost.example.com', [])).toBe(false);
    expect(isAllowedPayPageOrigin('https://guest.example.com', [])).toBe(false);
    expect(isAllowedPayPageOrigin('https://guest.example.com', ['https://guest.example.com'])).toBe(
      true,
    );
    expect(isAllowedPayPageOrigin('null', [])).toBe(false);
    expect(isAllowedPayPageOrigin('file:///tmp', [])).toBe(false);
  });
});
