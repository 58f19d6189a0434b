import { createHash } from 'node:crypto';
import type { RedisConnection } from './redis.ts';

/** A counter's state after a hit: hits in the current window and the time left in it. */
export type CounterState = { count: number; resetInMs: number };

/**
 * The storage behind the rate limits: fixed-window counters by key. In one process they live in
 * memory; with Redis every replica counts into the same window, so alternating replicas gains a
 * client nothing.
 */
export type CounterStore = {
  /** Counts one hit; the window starts with the first hit of `key` and lasts `windowMs`. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The current state, without counting. */
  read(key: string, windowMs: number): Promise<CounterState>;
};

/** Bounded like @fastify/rate-limit's own store: the oldest key goes first beyond `maxKeys`. */
export function memoryCounters(maxKeys = 10_000, now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    return window && window.endsAt > now() ? window : undefined;
  };
  return {
    async hit(key, windowMs) {
      let window = live(key);
      if (!window) {
        window = { count: 0, endsAt: now() + windowMs };
        windows.delete(key);
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        windows.set(key, window);
      }
      window.count++;
      return { count: window.count, resetInMs: window.endsAt - now() };
    },
    async read(key) {
      const window = live(key);
      return window ? { count: window.count, resetInMs: window.endsAt - now() } : emptyWindow;
    },
  };
}

const emptyWindow: CounterState = { count: 0, resetInMs: 0 };

// INCR and the window's expiry in one step, so a crash between the two cannot leave a counter
// that never expires.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** Keys carry e-mails and IPs: Redis sees only their hash. */
export function redisCounters(
  connection: RedisConnection,
  prefix = 'guest:counter:',
): CounterStore {
  const { commands } = connection;
  const redisKey = (key: string) => prefix + createHash('sha256').update(key).digest('base64url');
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await commands.eval(hitScript, 1, redisKey(key), windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async read(key) {
      const [count, ttl] = await Promise.all([
        commands.get(redisKey(key)),
        commands.pttl(redisKey(key)),
      ]);
      return count === null ? emptyWindow : { count: Number(count), resetInMs: Math.max(ttl, 0) };
    },
  };
}

/**
 * Redis while it answers, this process's memory while it does not: a limit keeps holding rather
 * than failing every request or letting every attempt through. Counting alone, a replica would
 * let through the whole limit by itself, and `replicaCount` replicas that many times the limit
 * (two replicas once took 14 wrong login codes where 10 are allowed). So while degraded each hit
 * counts `replicaCount` times: every limit `max` then allows `floor(max / replicaCount)` hits per
 * replica, and the cluster together at most `max`.
 */
export function sharedCounters(connection: RedisConnection, replicaCount = 1): CounterStore {
  const shared = redisCounters(connection);
  const local = scaled(memoryCounters(), replicaCount);
  const pick = (): CounterStore => (connection.isUp() ? shared : local);
  return {
    hit: (key, windowMs) =>
      pick()
        .hit(key, windowMs)
        .catch(() => local.hit(key, windowMs)),
    read: (key, windowMs) =>
      pick()
        .read(key, windowMs)
        .catch(() => local.read(key, windowMs)),
  };
}

/** Counters whose every hit weighs `weight` (a replica's share of a cluster-wide limit). */
function scaled(counters: CounterStore, weight: number): CounterStore {
  const weighed = (state: CounterState) => ({ ...state, count: state.count * weight });
  return {
    hit: async (key, windowMs) => weighed(await counters.hit(key, windowMs)),
    read: async (key, windowMs) => weighed(await counters.read(key, windowMs)),
  };
}

type RouteOfLimit = { routeInfo?: { method?: string | string[]; url?: string } };
type IncrCallback = (error: Error | null, result: { current: number; ttl: number }) => void;

/**
 * A `store` for @fastify/rate-limit counting in `counters`, so the global per-IP limit and every
 * `app.createRateLimit` (the login attempt limits) count cluster-wide. Fixed windows only: the
 * plugin's `continueExceeding`, `exponentialBackoff` and `ban` are not used by the gateway.
 */
export function rateLimitStoreOf(counters: CounterStore) {
  return class CounterRateLimitStore {
    readonly prefix: string;
    // The plugin passes its merged options, with `routeInfo` for a route's own limit.
    constructor(options: object = {}) {
      const route = (options as RouteOfLimit).routeInfo;
      this.prefix = route?.url ? `${String(route.method ?? '')}${route.url}:` : '';
    }
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      counters.hit(this.prefix + key, timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: state.resetInMs }),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }
    read(key: string, callback: IncrCallback, timeWindow: number): void {
      counters.read(this.prefix + key, timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: state.resetInMs }),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }
    child(routeOptions: object) {
      return new CounterRateLimitStore(routeOptions);
    }
  };
}
