import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { latestCode, requestCode, rowCount, signIn, verify } from './auth-support.ts';
import { firstError, testNow, useSandbox } from './support.ts';

const sandbox = useSandbox();
const aino = 'aino.virtanen@example.com';

beforeEach(async () => {
  await sandbox().inject({ method: 'POST', url: '/_sandbox/reset' });
  await sandbox().inject({ method: 'DELETE', url: '/_sandbox/clock' });
});

function post(payload: unknown) {
  return sandbox().inject({ method: 'POST', url: '/authentication', payload: payload as object });
}

describe('POST /authentication: request a code', () => {
  it('sends a 6-digit code to the outbox and answers its idempotency key', async () => {
    const response = await post({
      email: 'Aino.Virtanen@Example.com',
      turnstileToken: 't',
      strategy: 'otp',
    });
    expect(response.statusCode).toBe(200);
    const { idempotencyKey } = response.json().data;
    const outbox = await sandbox().inject({ url: `/_sandbox/outbox?to=${aino}` });
    const [message] = outbox.json().data;
    expect(message).toMatchObject({
      to: aino,
      subject: 'Your sign-in code',
      idempotencyKey,
      sentAt: testNow.toISOString(),
    });
    expect(message.code).toMatch(/^\d{6}$/);
  });

  it('stores the code hashed, never in clear', async () => {
    await requestCode(sandbox(), aino);
    const code = await latestCode(sandbox(), aino);
    const stored = await sandbox()
      .db.selectFrom('oneTimeCodes')
      .select('codeHash')
      .executeTakeFirstOrThrow();
    expect(stored.codeHash).not.toContain(code);
  });

  it('requires the bot-check token and writes nothing without it', async () => {
    const response = await post({ email: aino, strategy: 'otp' });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({
      code: 'TURNSTILE_TOKEN_REQUIRED',
      field: 'turnstileToken',
    });
    expect(await rowCount(sandbox(), 'outbox')).toBe(0);
  });

  it('answers 400 naming the field for a bad e-mail, strategy or unknown field', async () => {
    for (const [payload, field] of [
      [{ email: 'not-an-email', turnstileToken: 't', strategy: 'otp' }, 'email'],
      [{ email: aino, turnstileToken: 't', strategy: 'password' }, 'strategy'],
      [{ email: aino, turnstileToken: 't', strategy: 'otp', admin: true }, 'admin'],
      [{ email: aino, otp: '12ab56', strategy: 'otp' }, 'otp'],
    ] as const) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(firstError(response.body)).toMatchObject({ code: 'INVALID_INPUT', field });
    }
    expect(await rowCount(sandbox(), 'oneTimeCodes')).toBe(0);
  });
});

describe('POST /authentication: resend', () => {
  it('sends a new code under the same key and makes the old one invalid', async () => {
    const key = await requestCode(sandbox(), aino);
    const first = await latestCode(sandbox(), aino);
    expect(await requestCode(sandbox(), aino, key)).toBe(key);
    const second = await latestCode(sandbox(), aino);
    const old = await verify(sandbox(), aino, first);
    if (first !== second) {
      expect(old.statusCode).toBe(400);
      expect(firstError(old.body).code).toBe('WRONG_VERIFICATION_CODE');
    }
    expect((await verify(sandbox(), aino, second)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown key, or a key of another e-mail, and sends nothing', async () => {
    const key = await requestCode(sandbox(), 'someone@example.com');
    for (const idempotencyKey of ['no-such-key', key]) {
      const response = await post({
        email: aino,
        turnstileToken: 't',
        strategy: 'otp',
        idempotencyKey,
      });
      expect(response.statusCode).toBe(404);
      expect(firstError(response.body)).toMatchObject({
        code: 'IDEMPOTENCY_KEY_NOT_FOUND',
        field: 'idempotencyKey',
      });
    }
    expect(await rowCount(sandbox(), 'outbox')).toBe(1);
  });
});

describe('POST /authentication: verify', () => {
  it('answers a signed JWT for the customer, valid one hour', async () => {
    const token = await signIn(sandbox(), aino);
    const claims = decodeJwt(token);
    const customer = await sandbox()
      .db.selectFrom('customers')
      .select('id')
      .where('email', '=', aino)
      .executeTakeFirstOrThrow();
    expect(claims).toMatchObject({ sub: customer.id, email: aino });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(claims.iat).toBe(Math.floor(testNow.getTime() / 1000));
  });

  it('creates a customer who is not a member for a new e-mail', async () => {
    const before = await rowCount(sandbox(), 'customers');
    await signIn(sandbox(), 'New.Guest@Example.com');
    expect(await rowCount(sandbox(), 'customers')).toBe(before + 1);
    const customer = await sandbox()
      .db.selectFrom('customers')
      .selectAll()
      .where('email', '=', 'new.guest@example.com')
      .executeTakeFirstOrThrow();
    expect(customer.userId).toBeNull();
  });

  it('accepts a code once', async () => {
    await requestCode(sandbox(), aino);
    const code = await latestCode(sandbox(), aino);
    expect((await verify(sandbox(), aino, code)).statusCode).toBe(200);
    const again = await verify(sandbox(), aino, code);
    expect(again.statusCode).toBe(400);
    expect(firstError(again.body)).toMatchObject({ code: 'VERIFICATION_CODE_USED', field: 'otp' });
  });

  it('answers WRONG_VERIFICATION_CODE, and burns the code after 5 wrong tries', async () => {
    await requestCode(sandbox(), aino);
    const code = await latestCode(sandbox(), aino);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await verify(sandbox(), aino, wrong);
      expect(response.statusCode).toBe(400);
      expect(firstError(response.body)).toMatchObject({
        code: 'WRONG_VERIFICATION_CODE',
        message: 'The code is incorrect',
        field: 'otp',
      });
    }
    const right = await verify(sandbox(), aino, code);
    expect(right.statusCode).toBe(400);
    expect(firstError(right.body).code).toBe('TOO_MANY_VERIFICATION_ATTEMPTS');
  });

  it('refuses a code after 10 minutes on the sandbox clock', async () => {
    await requestCode(sandbox(), aino);
    const code = await latestCode(sandbox(), aino);
    await sandbox().inject({
      method: 'PUT',
      url: '/_sandbox/clock',
      payload: { now: new Date(testNow.getTime() + 10 * 60_000).toISOString() },
    });
    const response = await verify(sandbox(), aino, code);
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body).code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('answers NO_VERIFICATION_CODE when none was requested, and creates no customer', async () => {
    const before = await rowCount(sandbox(), 'customers');
    const response = await verify(sandbox(), 'nobody@example.com', '123456');
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({
      code: 'NO_VERIFICATION_CODE',
      field: 'email',
    });
    expect(await rowCount(sandbox(), 'customers')).toBe(before);
  });

  it('refuses a body that mixes requesting and verifying', async () => {
    const response = await post({
      email: aino,
      otp: '123456',
      turnstileToken: 't',
      strategy: 'otp',
    });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({
      code: 'AMBIGUOUS_AUTHENTICATION',
      field: 'turnstileToken',
    });
  });
});
