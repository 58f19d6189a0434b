import fp from 'fastify-plugin';

/**
 * The sandbox's notion of "now". Tests and `PUT /_sandbox/clock` move it; every rule that depends
 * on time (door keys, check-out, cleaning slots, code expiry) reads it here, never `new Date()`.
 */
export interface Clock {
  now(): Date;
  /**
   * Moves the clock to an instant; it keeps ticking from there, so timers still elapse, unless
   * `frozen`: then it stays at that instant until it is moved again (a test that must replay
   * exactly, to the millisecond, wherever the machine spends its time).
   */
  set(instant: Date, options?: { frozen?: boolean }): void;
  /** Back to the clock the sandbox was created with (real time unless `now` was given). */
  reset(): void;
}

export function createClock(base: () => Date = () => new Date()): Clock {
  let offsetMillis = 0;
  let frozenAt: number | null = null;
  return {
    now: () => new Date(frozenAt ?? base().getTime() + offsetMillis),
    set: (instant, options) => {
      offsetMillis = instant.getTime() - base().getTime();
      frozenAt = options?.frozen ? instant.getTime() : null;
    },
    reset: () => {
      offsetMillis = 0;
      frozenAt = null;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const clockPlugin = fp<{ now?: () => Date }>(
  async (fastify, options) => {
    const clock = createClock(options.now);
    fastify.decorate('clock', clock);
    // HTTP's Date header tells clients what time the server thinks it is; clients that derive
    // date-dependent state (the gateway's "stay started", "check-out available") read it, so it
    // follows the sandbox clock rather than the wall clock.
    fastify.addHook('onSend', async (_request, reply) => {
      reply.header('date', clock.now().toUTCString());
    });
  },
  { name: 'clock' },
);
