import type { FastifyInstance } from 'fastify';

export async function requestCode(
  sandbox: FastifyInstance,
  email: string,
  idempotencyKey?: string,
): Promise<string> {
  const response = await sandbox.inject({
    method: 'POST',
    url: '/authentication',
    payload: { email, strategy: 'otp', turnstileToken: 'test-token', idempotencyKey },
  });
  if (response.statusCode !== 200) throw new Error(`code request failed: ${response.body}`);
  return (response.json() as { data: { idempotencyKey: string } }).data.idempotencyKey;
}

export async function latestCode(sandbox: FastifyInstance, email: string): Promise<string> {
  const response = await sandbox.inject({
    url: `/_sandbox/outbox?to=${encodeURIComponent(email)}`,
  });
  const [latest] = (response.json() as { data: { code: string }[] }).data;
  if (!latest) throw new Error(`no code sent to ${email}`);
  return latest.code;
}

export function verify(sandbox: FastifyInstance, email: string, otp: string) {
  return sandbox.inject({
    method: 'POST',
    url: '/authentication',
    payload: { email, otp, strategy: 'otp' },
  });
}

/** Signs in through the real one-time-code flow and answers the access token. */
export async function signIn(sandbox: FastifyInstance, email: string): Promise<string> {
  await requestCode(sandbox, email);
  const response = await verify(sandbox, email, await latestCode(sandbox, email));
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return (response.json() as { data: { accessToken: string } }).data.accessToken;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export async function rowCount(
  sandbox: FastifyInstance,
  table:
    | 'oneTimeCodes'
    | 'outbox'
    | 'customers'
    | 'orders'
    | 'orderItems'
    | 'creditCards'
    | 'unlockRecords'
    | 'transferRequests',
) {
  const row = await sandbox.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
