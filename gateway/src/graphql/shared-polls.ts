import { Repeater } from 'graphql-yoga';
import { type PollOptions, pollUntilFinal } from './polling.ts';

/**
 * One poll of the core API per key (an order, an elevator call), shared by every subscriber of
 * that key in this gateway process. Created once per app: subscribers of two apps (tests) or of
 * two processes never share.
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
  /** Keys with a poll running now. */
  activeKeys(): string[];
};

type Subscriber = {
  push(value: unknown): Promise<unknown>;
  stop(error?: unknown): void;
};

type Poll = {
  subscribers: Set<Subscriber>;
  latest: { value: unknown } | undefined;
  /** Stops reading; the pump then ends the remaining subscribers. */
  end(): void;
};

/** `shutdownSignal` ends every poll (and so every subscriber) when the server closes. */
export function createSharedPolls(shutdownSignal: AbortSignal): SharedPolls {
  const polls = new Map<string, Poll>();

  function start<T>(key: string, options: Omit<PollOptions<T>, 'signal'>): Poll {
    const source = pollUntilFinal<T>({ ...options, signal: shutdownSignal });
    const poll: Poll = {
      subscribers: new Set(),
      latest: undefined,
      end: () => {
        forget(key, poll);
        void source.return?.();
      },
    };
    polls.set(key, poll);
    void pump(source, poll).then(
      () => finish(key, poll),
      (error: unknown) => finish(key, poll, error),
    );
    return poll;
  }

  function finish(key: string, poll: Poll, error?: unknown): void {
    forget(key, poll);
    for (const subscriber of poll.subscribers) subscriber.stop(error);
    poll.subscribers.clear();
  }

  /** A finished poll leaves the registry, unless a newer poll already took its key. */
  function forget(key: string, poll: Poll): void {
    if (polls.get(key) === poll) polls.delete(key);
  }

  return {
    follow<T>(key: string, options: Omit<PollOptions<T>, 'signal'>) {
      return new Repeater<T>(async (push, stop) => {
        const poll = polls.get(key) ?? start(key, options);
        const subscriber: Subscriber = { push: (value) => push(value as T), stop };
        poll.subscribers.add(subscriber);
        if (poll.latest) void push(poll.latest.value as T);
        await stop;
        poll.subscribers.delete(subscriber);
        if (poll.subscribers.size === 0) poll.end();
      });
    },
    activeKeys: () => [...polls.keys()],
  };
}

/**
 * Hands every value to every subscriber without waiting for any of them: one slow client must
 * not hold the others' updates (values are status changes, a handful per poll, so queues stay
 * short).
 */
async function pump(source: AsyncIterableIterator<unknown>, poll: Poll): Promise<void> {
  for await (const value of source) {
    poll.latest = { value };
    for (const subscriber of poll.subscribers) void subscriber.push(value);
  }
}
