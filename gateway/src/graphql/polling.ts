import { Repeater } from 'graphql-yoga';

export type PollSchedule = {
  /** Wait before the second read; it doubles after every read that brought nothing new. */
  initialMs: number;
  /** The longest wait between two reads. */
  maxMs: number;
};

export type PollOptions<T> = PollSchedule & {
  read(): Promise<T>;
  /** Values with the same key count as "no change" and are not emitted again. */
  keyOf(value: T): string;
  /** The last value to emit: polling ends after it. */
  isFinal(value: T): boolean;
  /** Ends the subscription early (the server's shutdown signal). */
  signal?: AbortSignal;
};

/**
 * A subscription's source backed by polling the core API: reads at once, emits on change, backs
 * off while nothing changes (reset on a change), completes after a final value, and stops as soon
 * as the subscriber leaves (Yoga calls `return()` when the client disconnects) or `signal` aborts
 * (shutdown: the stream completes so the connection can close). A failed read
 * ends the subscription with that error (a GatewayError carries its `extensions.code`).
 */
export function pollUntilFinal<T>(options: PollOptions<T>): AsyncIterableIterator<T> {
  return new Repeater<T>(async (push, stop) => {
    let stopped = false;
    const onAbort = () => stop();
    void stop.then(() => {
      stopped = true;
      options.signal?.removeEventListener('abort', onAbort);
    });
    if (options.signal?.aborted) stop();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      let lastKey: string | undefined;
      let waitMs = options.initialMs;
      while (!stopped) {
        const value = await options.read();
        if (stopped) break;
        const key = options.keyOf(value);
        if (key !== lastKey) {
          lastKey = key;
          waitMs = options.initialMs;
          await push(value);
        } else {
          waitMs = Math.min(waitMs * 2, options.maxMs);
        }
        if (options.isFinal(value)) break;
        await delayUnless(stop, waitMs);
      }
      stop();
    } catch (error) {
      stop(error);
    }
  });
}

/** Waits `ms`, or less when `stop` settles first; the timer never outlives the wait. */
async function delayUnless(stop: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, ms))), stop]);
  } finally {
    clearTimeout(timer);
  }
}
