import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ReservationDto } from '../../src/upstream/dto.ts';
import { buildTestGateway, type GraphQLResponse } from '../support/gateway.ts';
import { type RunningSandbox, startSandbox } from '../support/sandbox.ts';

/**
 * The system a journey drives: a real sandbox (the core API) and a gateway in front of it, in
 * this process. The journey acts as a guest would, through the gateway's mutations, and reads the
 * core API directly to know the truth.
 */
export type JourneySystem = {
  sandbox: RunningSandbox;
  gateway: FastifyInstance;
  close(): Promise<void>;
};

export async function startJourneySystem(): Promise<JourneySystem> {
  const sandbox = await startSandbox();
  // One guest from one address asks far more than 600 times a minute here: no per-IP limit.
  const gateway = await buildTestGateway({
    coreApiUrl: sandbox.url,
    env: { RATE_LIMIT_PER_MINUTE: '1000000' },
  });
  return {
    sandbox,
    gateway,
    async close() {
      await gateway.close();
      await sandbox.close();
    },
  };
}

/** A GraphQL operation through the gateway, as the web client sends it; errors fail the step. */
export async function gql<T>(
  system: JourneySystem,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await system.gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json() as GraphQLResponse<T>;
  if (body.errors?.length || !body.data) {
    throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)} for ${query.slice(0, 80)}`);
  }
  return body.data;
}

/** What the core API says of the stay right now, read directly (every expansion). */
export type CoreStay = {
  reservation: ReservationDto & {
    propertyKeys: NonNullable<ReservationDto['propertyKeys']>;
    orderItems: NonNullable<ReservationDto['orderItems']>;
    creditCard?: { numberMasked: string } | null;
    propertyUnitCategoryId?: string;
    cleaningAllowance?: number;
  };
  /** The core API's clock when it answered (its `Date` header, as the gateway reads it). */
  now: Date;
};

const fullExpand = [
  'customer',
  'creditCards',
  'orderItems',
  'property',
  'property.integrations',
  'cancellationPolicy',
  'propertyKeys',
  'propertyUnit',
  'propertyUnit.integrations',
  'propertyUnitCategory',
  'products',
  'products.productGroup',
].join(',');

export async function readCoreStay(system: JourneySystem, slug: string): Promise<CoreStay> {
  const response = await fetch(`${system.sandbox.url}/check-in/${slug}?$expand=${fullExpand}`);
  if (!response.ok) throw new Error(`core API read failed: ${response.status}`);
  const body = (await response.json()) as { data: CoreStay['reservation'] };
  const date = response.headers.get('date');
  return { reservation: body.data, now: date ? new Date(date) : new Date() };
}

/** A direct call to the core API (what a client of its own could send, past the gateway). */
export async function coreCall(
  system: JourneySystem,
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${system.sandbox.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

export async function setCoreClock(system: JourneySystem, at: Date): Promise<void> {
  const response = await fetch(`${system.sandbox.url}/_sandbox/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    // Frozen: the core API's clock stands still between steps, so a journey replays to the
    // millisecond, and the gateway (the `Date` header, to the second) and the core API never
    // stand on two sides of a boundary.
    body: JSON.stringify({ now: at.toISOString(), frozen: true }),
  });
  if (!response.ok) throw new Error(`the sandbox refused the clock: ${await response.text()}`);
}

export async function resetCore(system: JourneySystem): Promise<void> {
  const response = await fetch(`${system.sandbox.url}/_sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`the sandbox refused the reset: ${response.status}`);
}
