import { createHash } from 'node:crypto';
import type { ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin, Repeater } from 'graphql-yoga';
import { GatewayError } from '../errors/gateway-error.ts';
import type { GatewayContext } from '../graphql/context.ts';

/**
 * Bounds on what one client may keep open. Each subscription costs a connection, memory and, for
 * an order or elevator call nobody else follows, a core API read every couple of seconds: 300
 * idle streams from one IP once made the gateway poll 144 times a second. So a session and an IP
 * may each hold `perClient` streams at once, and every stream ends after `maxLifetimeMs` with
 * `SUBSCRIPTION_EXPIRED` (the client reads the state again, and follows again if it must).
 * Counted per replica: each replica protects its own memory and polls.
 */
export type SubscriptionLimitSettings = {
  /** Open subscriptions per session, and per client IP. */
  perClient: number;
  /** The longest a subscription stays open. */
  maxLifetimeMs: number;
};

export type SubscriptionRefusal = 'session' | 'ip';

/** What `/metrics` counts (the open streams themselves are read from `OpenSubscriptions`). */
export type SubscriptionLimitObserver = {
  refused(by: SubscriptionRefusal): void;
  expired(): void;
};

/** Open streams per key (`ip <address>`, `session <hash>`); a key leaves the map at zero. */
export type OpenSubscriptions = {
  /** Open streams in this process. */
  total(): number;
  /** Takes one place for each key, or none (and says which key is full). */
  take(keys: readonly string[], perClient: number): { release(): void } | SubscriptionRefusal;
};

export function openSubscriptions(): OpenSubscriptions {
  const counts = new Map<string, number>();
  let total = 0;
  return {
    total: () => total,
    take(keys, perClient) {
      const full = keys.find((key) => (counts.get(key) ?? 0) >= perClient);
      if (full !== undefined) return full.startsWith('session ') ? 'session' : 'ip';
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      total++;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          total--;
          for (const key of keys) {
            const left = (counts.get(key) ?? 1) - 1;
            if (left === 0) counts.delete(key);
            else counts.set(key, left);
          }
        },
      };
    },
  };
}

/**
 * The plugin applying the bounds: a subscription beyond them is refused with `RATE_LIMITED`
 * (`retryAfterSeconds`: the longest a stream lives, the latest one of the client's ends), and an
 * accepted one is cut at its lifetime with a last `SUBSCRIPTION_EXPIRED` result. Its place is
 * given back however it ends: completed, failed, left by the client, or cut.
 */
export function useSubscriptionLimits(options: {
  settings: SubscriptionLimitSettings;
  open: OpenSubscriptions;
  observe: SubscriptionLimitObserver;
}): Plugin {
  const { settings, open, observe } = options;
  return {
    onSubscribe({ subscribeFn, setSubscribeFn }) {
      setSubscribeFn(async (args) => {
        const context = args.contextValue as unknown as GatewayContext;
        const place = open.take(clientKeys(context), settings.perClient);
        if (typeof place === 'string') {
          observe.refused(place);
          return { errors: [GatewayError.rateLimited(settings.maxLifetimeMs)] };
        }
        const release = () => place.release();
        try {
          const result = await subscribeFn(args);
          if (!isAsyncIterable(result)) {
            release();
            return result;
          }
          return withLifetime(result as AsyncIterable<ExecutionResult>, settings.maxLifetimeMs, {
            release,
            expired: observe.expired,
          });
        } catch (error) {
          release();
          throw error;
        }
      });
    },
  };
}

/** The keys a stream counts under: its IP always, its session when it has one (hashed). */
function clientKeys(context: GatewayContext): string[] {
  const keys = [`ip ${context.req.ip}`];
  const token = context.session?.token;
  if (token) keys.push(`session ${createHash('sha256').update(token).digest('base64url')}`);
  return keys;
}

/**
 * The stream, ended after `lifetimeMs` with a last result carrying `SUBSCRIPTION_EXPIRED`; the
 * source is told to stop (`return()`), so its poll or wait ends too. `release` runs once,
 * whichever way the stream ends.
 */
export function withLifetime(
  source: AsyncIterable<ExecutionResult>,
  lifetimeMs: number,
  hooks: { release(): void; expired(): void },
): AsyncIterableIterator<ExecutionResult> {
  return new Repeater<ExecutionResult>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    const expiry = setTimeout(() => {
      hooks.expired();
      // Pushed before the stop, so it is delivered before the stream completes.
      void push({ errors: [GatewayError.of('SUBSCRIPTION_EXPIRED')] });
      stop();
    }, lifetimeMs);
    const stopped = stop.then(() => ({ done: true as const, value: undefined }));
    void stopped.then(() => {
      clearTimeout(expiry);
      // A source failing as it stops has nobody left to tell.
      Promise.resolve(iterator.return?.()).catch(() => {});
      hooks.release();
    });
    try {
      for (;;) {
        const next = await Promise.race([iterator.next(), stopped]);
        if (next.done) break;
        await push(next.value);
      }
      stop();
    } catch (error) {
      stop(error);
    }
  });
}
