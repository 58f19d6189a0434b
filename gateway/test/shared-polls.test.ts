import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSharedPolls } from '../src/graphql/shared-polls.ts';
import { processSharedState } from '../src/shared-state/index.ts';

/** A status the test moves by hand, and every read of it. */
function controlledStatus(initial: string) {
  let status = initial;
  let reads = 0;
  return {
    read: async () => {
      reads++;
      return status;
    },
    set: (next: string) => {
      status = next;
    },
    reads: () => reads,
  };
}

/** Polls of one process, as without `REDIS_URL`. */
const inProcess = (shutdownSignal: AbortSignal) =>
  createSharedPolls({ shutdownSignal, state: processSharedState(), leaseMs: 5000 });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const steady = { initialMs: 10, maxMs: 10 };

describe('shared polls', () => {
  let shutdown = new AbortController();
  beforeEach(() => {
    shutdown = new AbortController();
  });
  afterEach(() => shutdown.abort());

  function follow(
    polls: ReturnType<typeof createSharedPolls>,
    key: string,
    source: { read(): Promise<string> },
  ) {
    return polls.follow(key, {
      ...steady,
      read: source.read,
      keyOf: (value) => value,
      isFinal: (value) => value === 'ordered' || value === 'failed',
    });
  }
  it('reads once per tick for two subscribers, and gives a late one the latest value at once', async () => {
    const order = controlledStatus('pending');
    const polls = inProcess(shutdown.signal);
    const first = follow(polls, 'order s o1', order);
    expect(await first.next()).toEqual({ done: false, value: 'pending' });
    const readsBeforeSecond = order.reads();
    const second = follow(polls, 'order s o1', order);
    expect(await second.next()).toEqual({ done: false, value: 'pending' });
    expect(order.reads()).toBe(readsBeforeSecond);
    expect(polls.activeKeys()).toEqual(['order s o1']);

    const readsBefore = order.reads();
    await pause(100);
    // One sequence at 10 ms is about 10 reads in 100 ms; two would be about 20.
    expect(order.reads() - readsBefore).toBeGreaterThanOrEqual(3);
    expect(order.reads() - readsBefore).toBeLessThanOrEqual(13);

    order.set('ordered');
    expect(await first.next()).toEqual({ done: false, value: 'ordered' });
    expect(await second.next()).toEqual({ done: false, value: 'ordered' });
    expect((await first.next()).done).toBe(true);
    expect((await second.next()).done).toBe(true);
    expect(polls.activeKeys()).toEqual([]);
  });

  it('keeps polling for the subscriber left, and stops when the last one leaves', async () => {
    const order = controlledStatus('pending');
    const polls = inProcess(shutdown.signal);
    const first = follow(polls, 'order s o2', order);
    const second = follow(polls, 'order s o2', order);
    await first.next();
    await second.next();
    await first.return?.();
    order.set('failed');
    expect(await second.next()).toEqual({ done: false, value: 'failed' });
    expect((await second.next()).done).toBe(true);

    const next = controlledStatus('pending');
    const third = follow(polls, 'order s o3', next);
    const fourth = follow(polls, 'order s o3', next);
    await third.next();
    await fourth.next();
    await third.return?.();
    await fourth.return?.();
    expect(polls.activeKeys()).toEqual([]);
    // A read already in flight when the last one left may still land; nothing after it.
    const readsAtLeaving = next.reads();
    await pause(60);
    expect(next.reads()).toBeLessThanOrEqual(readsAtLeaving + 1);
  });

  it('polls each key on its own', async () => {
    const one = controlledStatus('pending');
    const other = controlledStatus('pending');
    const polls = inProcess(shutdown.signal);
    const first = follow(polls, 'order s a', one);
    const second = follow(polls, 'order s b', other);
    await first.next();
    await second.next();
    expect(polls.activeKeys().toSorted()).toEqual(['order s a', 'order s b']);
    other.set('ordered');
    expect(await second.next()).toEqual({ done: false, value: 'ordered' });
    expect((await second.next()).done).toBe(true);
    expect(polls.activeKeys()).toEqual(['order s a']);
    await first.return?.();
  });

  it('fails every subscriber with the read error, and starts afresh for the next one', async () => {
    let failing = true;
    const polls = inProcess(shutdown.signal);
    const source = {
      read: async () => {
        if (failing) throw new Error('core API refused');
        return 'ordered';
      },
    };
    const first = follow(polls, 'order s e', source);
    const second = follow(polls, 'order s e', source);
    const outcomes = await Promise.allSettled([first.next(), second.next()]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    failing = false;
    const third = follow(polls, 'order s e', source);
    expect(await third.next()).toEqual({ done: false, value: 'ordered' });
  });

  it('ends every poll and subscriber at shutdown', async () => {
    const order = controlledStatus('pending');
    const serverShutdown = new AbortController();
    const polls = inProcess(serverShutdown.signal);
    const first = follow(polls, 'order s z', order);
    const second = follow(polls, 'order s z', order);
    await first.next();
    await second.next();
    const waiting = [first.next(), second.next()];
    serverShutdown.abort();
    expect((await Promise.all(waiting)).map((result) => result.done)).toEqual([true, true]);
    const readsAtShutdown = order.reads();
    await pause(40);
    expect(order.reads()).toBeLessThanOrEqual(readsAtShutdown + 1);
    expect(polls.activeKeys()).toEqual([]);
  });
});
