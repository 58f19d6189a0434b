import { describe, expect, it } from 'vitest';
import { pollUntilFinal } from '../src/graphql/polling.ts';

/** A read that answers the given values in turn, then keeps answering the last one. */
function scripted<T>(values: T[]) {
  let reads = 0;
  return {
    read: async () => values[Math.min(reads++, values.length - 1)] as T,
    reads: () => reads,
  };
}

const fast = { initialMs: 1, maxMs: 4 };

describe('pollUntilFinal', () => {
  it('emits each change once and completes after the final value', async () => {
    const source = scripted(['pending', 'pending', 'pending', 'ordered']);
    const seen: string[] = [];
    for await (const value of pollUntilFinal({
      ...fast,
      read: source.read,
      keyOf: (value) => value,
      isFinal: (value) => value === 'ordered',
    })) {
      seen.push(value);
    }
    expect(seen).toEqual(['pending', 'ordered']);
    expect(source.reads()).toBe(4);
  });

  it('stops reading when the subscriber leaves', async () => {
    const source = scripted(['pending']);
    const iterator = pollUntilFinal({
      ...fast,
      read: source.read,
      keyOf: (value) => value,
      isFinal: () => false,
    });
    expect((await iterator.next()).value).toBe('pending');
    await iterator.return?.();
    const readsAtReturn = source.reads();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(source.reads()).toBeLessThanOrEqual(readsAtReturn + 1);
    expect((await iterator.next()).done).toBe(true);
  });

  it('backs off while nothing changes, up to the cap', async () => {
    const source = scripted(['pending']);
    const iterator = pollUntilFinal({
      initialMs: 10,
      maxMs: 40,
      read: source.read,
      keyOf: (value) => value,
      isFinal: () => false,
    });
    await iterator.next();
    // A subscriber waiting for the next change, as Yoga's is, while the status stays the same.
    const waiting = iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await iterator.return?.();
    expect((await waiting).done).toBe(true);
    // Waits of 10, 20, 40, 40, 40 ms: about 6 reads in 200 ms, where 1 ms polling would read 20+.
    expect(source.reads()).toBeGreaterThanOrEqual(3);
    expect(source.reads()).toBeLessThanOrEqual(9);
  });

  it('completes when its signal aborts (server shutdown)', async () => {
    const shutdown = new AbortController();
    const iterator = pollUntilFinal({
      ...fast,
      read: async () => 'pending',
      keyOf: (value) => value,
      isFinal: () => false,
      signal: shutdown.signal,
    });
    expect((await iterator.next()).value).toBe('pending');
    const waiting = iterator.next();
    shutdown.abort();
    expect(await waiting).toEqual({ done: true, value: undefined });
  });

  it('ends with the read error', async () => {
    const iterator = pollUntilFinal({
      ...fast,
      read: async () => {
        throw new Error('core API down');
      },
      keyOf: String,
      isFinal: () => false,
    });
    await expect(iterator.next()).rejects.toThrow('core API down');
  });
});
