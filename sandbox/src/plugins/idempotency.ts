import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, badRequest } from '../errors.ts';

/**
 * `Idempotency-Key` on state-changing calls (the IETF httpapi idempotency-key draft, as payment
 * APIs implement it): the first answer to a key is kept for 24 hours per scope (a reservation),
 * the same request with the same key answers it again (`Idempotent-Replayed: true`) without
 * running again, and another request with that key is refused with 422 `IDEMPOTENCY_KEY_REUSED`.
 * Requests with one key run one at a time, so two concurrent identical calls write once.
 *
 * A route opts in with `config: { idempotency: { scope } }`; `scope` names whose keys these are
 * (e.g. `reservation:<id>`), or undefined when the request has no owner (it then runs as usual
 * and fails on its own terms). Answers of 5xx are not kept: a retry runs again.
 */
export type IdempotencyScope = (request: FastifyRequest) => Promise<string | undefined>;

/** The scope of a write to the reservation behind a slug (in the path or the body). */
export function reservationScope(slugOf: (request: FastifyRequest) => string): IdempotencyScope {
  return async (request) => {
    const found = await request.server.db
      .selectFrom('reservations')
      .select('id')
      .where('slug', '=', slugOf(request))
      .executeTakeFirst();
    return found && `reservation:${found.id}`;
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotency?: { scope: IdempotencyScope };
  }
  interface FastifyRequest {
    idempotentRun?: IdempotentRun;
  }
}

type IdempotentRun = { scope: string; key: string; fingerprint: string; release: () => void };

export const idempotencyKeyHeader = 'idempotency-key';
export const keptForMs = 24 * 60 * 60 * 1000;
const keyPattern = /^[\x21-\x7e]{1,255}$/;

export const idempotencyPlugin = fp(
  async (fastify) => {
    const locks = new KeyedLocks();

    fastify.addHook('preHandler', async (request, reply) => {
      const config = request.routeOptions.config.idempotency;
      const key = request.headers[idempotencyKeyHeader];
      if (!config || key === undefined) return;
      if (typeof key !== 'string' || !keyPattern.test(key)) {
        throw badRequest(
          'INVALID_IDEMPOTENCY_KEY',
          'Idempotency-Key must be 1 to 255 visible ASCII characters',
          'Idempotency-Key',
        );
      }
      const scope = await config.scope(request);
      if (scope === undefined) return;
      const release = await locks.acquire(`${scope}\n${key}`);
      try {
        const fingerprint = fingerprintOf(request);
        const keptSince = new Date(fastify.clock.now().getTime() - keptForMs).toISOString();
        const kept = await fastify.db
          .selectFrom('idempotentRequests')
          .selectAll()
          .where('scope', '=', scope)
          .where('key', '=', key)
          .where('createdAt', '>', keptSince)
          .executeTakeFirst();
        if (kept && kept.fingerprint !== fingerprint) {
          throw new ApiError(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for a different request',
            'Idempotency-Key',
          );
        }
        if (kept) {
          request.idempotentRun = { scope, key, fingerprint, release };
          return replay(reply, kept.statusCode, kept.body);
        }
        request.idempotentRun = { scope, key, fingerprint, release };
      } catch (error) {
        release();
        throw error;
      }
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      const run = request.idempotentRun;
      if (!run || reply.getHeader('idempotent-replayed') || reply.statusCode >= 500) return payload;
      if (typeof payload !== 'string') return payload;
      const row = {
        fingerprint: run.fingerprint,
        statusCode: reply.statusCode,
        body: payload,
        createdAt: fastify.clock.now().toISOString(),
      };
      await fastify.db
        .insertInto('idempotentRequests')
        .values({ scope: run.scope, key: run.key, ...row })
        .onConflict((conflict) => conflict.columns(['scope', 'key']).doUpdateSet(row))
        .execute();
      return payload;
    });

    const releaseRun = async (request: FastifyRequest) => {
      request.idempotentRun?.release();
    };
    fastify.addHook('onResponse', releaseRun);
    fastify.addHook('onRequestAbort', releaseRun);
  },
  { name: 'idempotency', dependencies: ['clock', 'database'] },
);

function replay(reply: FastifyReply, statusCode: number, body: string) {
  return reply
    .status(statusCode)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Method, path and body: what makes two requests the same request. */
function fingerprintOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? request.url;
  return createHash('sha256')
    .update(`${request.method} ${path}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

/** JSON with object keys sorted, so key order never makes two equal bodies differ. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** One holder per key at a time; the others wait their turn (in arrival order). */
class KeyedLocks {
  private readonly tails = new Map<string, Promise<void>>();

  async acquire(name: string): Promise<() => void> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    let release!: () => void;
    const current = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => current);
    this.tails.set(name, tail);
    await previous;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
      if (this.tails.get(name) === tail) this.tails.delete(name);
    };
  }
}
