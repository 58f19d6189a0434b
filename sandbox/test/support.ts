import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createSandbox, type SandboxOptions } from '../src/index.ts';
import { reservationExpansions } from '../src/schemas/reservation.ts';

/** Tests run on a fixed day so seed dates and door-key windows are predictable: a Monday. */
export const testNow = new Date('2026-06-15T08:00:00.000Z');

/** Every `$expand` name GET /check-in/{slug} supports. */
export const fullExpand = reservationExpansions.join(',');

/** One in-memory sandbox per test file, closed afterwards. */
export function useSandbox(options: SandboxOptions = {}): () => FastifyInstance {
  let sandbox: FastifyInstance | undefined;
  beforeAll(async () => {
    sandbox = await createSandbox({ now: () => new Date(testNow), ...options });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return () => {
    if (!sandbox) throw new Error('the sandbox is not started yet');
    return sandbox;
  };
}

export interface ErrorBody {
  errors: { code: string; message: string; field?: string }[];
}

export function firstError(body: string): ErrorBody['errors'][number] {
  const parsed = JSON.parse(body) as ErrorBody;
  const [first] = parsed.errors;
  if (!first) throw new Error(`no error entry in ${body}`);
  return first;
}
