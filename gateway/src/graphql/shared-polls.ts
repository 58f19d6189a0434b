import { createHash, randomUUID } from 'node:crypto';
import { Repeater } from 'graphql-yoga';
import { catalogueError } from '../errors/catalogue.ts';
import { GatewayError } from '../errors/gateway-error.ts';
import type { PollMessage, SharedState } from '../shared-state/index.ts';
import { type PollOptions, pollUntilFinal } from './polling.ts';

/**
 * One poll of the core API per key (an order, an elevator call), shared by every subscriber of
 * that key: in this process through the registry below, across replicas through `state` (a lease
 * names the one replica that polls; it publishes what it reads, the others relay it to their
 * subscribers and take the lease over when its holder leaves or dies). Without Redis the lease is
 * always granted and the messages stay in this process.
 */
export type SharedPolls = {
  /**
   * Follows the poll under `key`, starting it with `options` when none runs. A subscriber that
   * joins a running poll gets its latest value at once, then every change; the options of a
   * later subscriber are not used, so a key must name everything the read depends on.
   * The iterator completes after the final value, fails with the poll's error, and leaving it
   * (`return()`) stops the poll when no other subscriber is left.
   */
  follow<T>(key: string, options: Omit<PollOptions<T>, 'signal'>): AsyncIterableIterator<T>;
  /** Keys with a poll followed in this process now. */
  activeKeys(): string[];
  /** Keys this process reads from the core API now (holds the lease of). */
  polledKeys(): string[];
};

export type SharedPollsOptions = {
  /** Ends every poll (and so every subscriber) when the server closes. */
  shutdownSignal: AbortSignal;
  state: SharedState;
  /** How long a lease lasts without renewal: a dead holder's polls resume within about this. */
  leaseMs: number;
};

type Subscriber = {
  push(value: unknown): Promise<unknown>;
  stop(error?: unknown): void;
};

type Poll = {
  subscribers: Set<Subscriber>;
  latest: { value: unknown } | undefined;
  polling: boolean;
  /** Stops following (the last subscriber left). */
  end(): void;
};

export function createSharedPolls(options: SharedPollsOptions): SharedPolls {
  const { shutdownSignal, state, leaseMs } = options;
  const replica = randomUUID();
  const polls = new Map<string, Poll>();

  function start<T>(key: string, pollOptions: Omit<PollOptions<T>, 'signal'>): Poll {
    // Redis names carry no slug: the key is hashed.
    const pollId = createHash('sha256').update(key).digest('base64url').slice(0, 22);
    const ended = new AbortController();
    const signal = AbortSignal.any([shutdownSignal, ended.signal]);
    let lastKey: string | undefined;
    /** A final value or an error was seen: nobody needs to poll this key any more. */
    let over = false;
    let wake: () => void = () => {};
    const poll: Poll = {
      subscribers: new Set(),
      latest: undefined,
      polling: false,
      end: () => finish(),
    };

    function finish(error?: unknown): void {
      if (ended.signal.aborted) return;
      if (error !== undefined) over = true;
      ended.abort();
      shutdownSignal.removeEventListener('abort', onShutdown);
      if (polls.get(key) === poll) polls.delete(key);
      for (const subscriber of poll.subscribers) subscriber.stop(error);
      poll.subscribers.clear();
    }

    /** Every value once, in order, whichever replica read it; a final one ends the poll. */
    function deliver(value: T): void {
      if (signal.aborted) return;
      const valueKey = pollOptions.keyOf(value);
      if (valueKey === lastKey) return;
      lastKey = valueKey;
      poll.latest = { value };
      for (const subscriber of poll.subscribers) void subscriber.push(value);
      if (pollOptions.isFinal(value)) {
        over = true;
        finish();
      }
    }

    const publish = (message: PollMessage) => state.pubsub.publish('poll', pollId, message);

    async function relayOtherReplicas(): Promise<void> {
      const messages = state.pubsub.subscribe('poll', pollId);
      signal.addEventListener('abort', () => void messages.return(), { once: true });
      for await (const message of messages) {
        if (message.from === replica) continue;
        if (message.type === 'value') deliver(message.value as T);
        else if (message.type === 'error') finish(new GatewayError(message.error));
        else wake();
      }
    }

    /** Reads the core API while this replica holds the lease (or until it loses it). */
    async function lead(): Promise<void> {
      const lost = new AbortController();
      const renewal = setInterval(() => {
        void state.leases.renew(pollId, replica, leaseMs).then((held) => {
          if (!held) lost.abort();
        });
      }, leaseMs / 3);
      poll.polling = true;
      const source = pollUntilFinal<T>({
        ...pollOptions,
        signal: AbortSignal.any([signal, lost.signal]),
      });
      try {
        for await (const value of source) {
          deliver(value);
          publish({ type: 'value', from: replica, value });
          void state.latest.set(pollId, value, leaseMs * 12);
        }
      } catch (error) {
        const classified =
          error instanceof GatewayError ? error.classified : catalogueError('UNKNOWN');
        publish({ type: 'error', from: replica, error: classified });
        finish(error);
      } finally {
        poll.polling = false;
        clearInterval(renewal);
        if (!lost.signal.aborted) {
          await state.leases.release(pollId, replica);
          // Subscribers may be left on other replicas: one of them polls on at once.
          if (signal.aborted && !over) publish({ type: 'released', from: replica });
        }
      }
    }

    /** Leads while the lease is ours; otherwise relays and retries when the holder lets go. */
    async function run(): Promise<void> {
      const known = await state.latest.get(pollId);
      if (known !== undefined) deliver(known as T);
      while (!signal.aborted) {
        if (await state.leases.acquire(pollId, replica, leaseMs)) {
          await lead();
        } else {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, leaseMs / 2);
            const done = () => {
              clearTimeout(timer);
              signal.removeEventListener('abort', done);
              resolve();
            };
            wake = done;
            signal.addEventListener('abort', done, { once: true });
          });
        }
      }
    }

    const onShutdown = () => finish();
    shutdownSignal.addEventListener('abort', onShutdown, { once: true });
    polls.set(key, poll);
    void relayOtherReplicas().catch(() => {});
    void run().catch((error: unknown) => finish(error));
    return poll;
  }

  return {
    follow<T>(key: string, pollOptions: Omit<PollOptions<T>, 'signal'>) {
      return new Repeater<T>(async (push, stop) => {
        const poll = polls.get(key) ?? start(key, pollOptions);
        const subscriber: Subscriber = { push: (value) => push(value as T), stop };
        poll.subscribers.add(subscriber);
        if (poll.latest) void push(poll.latest.value as T);
        if (shutdownSignal.aborted) stop();
        await stop;
        poll.subscribers.delete(subscriber);
        if (poll.subscribers.size === 0) poll.end();
      });
    },
    activeKeys: () => [...polls.keys()],
    polledKeys: () => [...polls].filter(([, poll]) => poll.polling).map(([key]) => key),
  };
}
