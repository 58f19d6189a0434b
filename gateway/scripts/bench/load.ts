import { Agent } from 'undici';

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
};

export type Target = {
  name: string;
  /** One client-side "screen load": every HTTP call the client makes for the stay screen. */
  run(agent: Agent): Promise<boolean>;
};

/**
 * A closed loop: `concurrency` virtual clients, each starting its next load when the last ends.
 * The same loop (one undici Agent, one connection per virtual client) drives both sides, so the
 * load generator costs each side the same.
 */
export async function runLoad(
  target: Target,
  concurrency: number,
  seconds: number,
): Promise<LoadResult> {
  const agent = new Agent({ connections: concurrency, keepAliveTimeout: 30_000 });
  const latenciesMs: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        const ok = await target.run(agent).catch(() => false);
        latenciesMs.push(performance.now() - begin);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await agent.close();
  return { requests: latenciesMs.length, errors, seconds: elapsed, latenciesMs };
}

export function percentile(sortedMs: readonly number[], fraction: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  return (
    sortedMs[Math.min(sortedMs.length - 1, Math.floor(fraction * sortedMs.length))] ?? Number.NaN
  );
}

export type Summary = { rps: number; p50: number; p99: number; errors: number };

export function summarise(result: LoadResult): Summary {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return {
    rps: result.requests / result.seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors: result.errors,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The median of each figure over repeated rounds: one noisy round (a neighbour's test run) does not decide. */
export function medianOf(rounds: readonly Summary[]): Summary {
  return {
    rps: median(rounds.map((summary) => summary.rps)),
    p50: median(rounds.map((summary) => summary.p50)),
    p99: median(rounds.map((summary) => summary.p99)),
    errors: rounds.reduce((sum, summary) => sum + summary.errors, 0),
  };
}
