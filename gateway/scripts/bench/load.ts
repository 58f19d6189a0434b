import { Agent } from 'undici';
import { cpuMs } from './stack.ts';

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

/** One side of an alternating comparison: its load, and the processes whose CPU it is charged. */
export type Contender = {
  name: string;
  run(agent: Agent): Promise<boolean>;
  /** Process ids by the name each figure is printed under (e.g. `gateway`, `sandbox`). */
  processes: Record<string, number | undefined>;
};

/** What one contender spent over the counted windows: CPU by process, loads, errors, latencies. */
export type Tally = {
  cpuMs: Record<string, number>;
  loads: number;
  errors: number;
  latenciesMs: number[];
};

/**
 * Windows of closed-loop load that alternate between contenders, round after round, each round's
 * order rotated, so that whatever else the machine does meanwhile falls on every side alike
 * (back-to-back runs on a shared 2-core machine drift by more than most differences worth
 * measuring). Round 0 warms every contender up for `warmUpSeconds` and is not counted; the CPU of
 * each process is charged to the contender whose window it was spent in.
 */
export async function alternate(
  contenders: readonly Contender[],
  options: { rounds: number; windowSeconds: number; warmUpSeconds: number; concurrency: number },
): Promise<Map<string, Tally>> {
  const tallies = new Map<string, Tally>(
    contenders.map(({ name, processes }) => [
      name,
      {
        cpuMs: Object.fromEntries(Object.keys(processes).map((label) => [label, 0])),
        loads: 0,
        errors: 0,
        latenciesMs: [],
      },
    ]),
  );
  for (let round = 0; round <= options.rounds; round++) {
    const shift = round % contenders.length;
    const order = [...contenders.slice(shift), ...contenders.slice(0, shift)];
    for (const contender of order) {
      const before = Object.entries(contender.processes).map(
        ([name, pid]) => [name, cpuMs(pid)] as const,
      );
      const result = await runLoad(
        contender,
        options.concurrency,
        round === 0 ? options.warmUpSeconds : options.windowSeconds,
      );
      if (round === 0) continue;
      const tally = tallies.get(contender.name) as Tally;
      for (const [name, cpuBefore] of before) {
        tally.cpuMs[name] = (tally.cpuMs[name] ?? 0) + cpuMs(contender.processes[name]) - cpuBefore;
      }
      tally.loads += result.requests;
      tally.errors += result.errors;
      tally.latenciesMs.push(...result.latenciesMs);
    }
  }
  return tallies;
}
