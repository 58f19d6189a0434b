import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screensPerStep } from './invariants.ts';
import { runJourneys } from './run.ts';
import { type JourneySystem, startJourneySystem } from './system.ts';

// A few generated journeys in the test command (`npm run test:journeys` runs a thousand): a
// random stay through random purchases, changes and clock moves, every invariant checked after
// each step. Seeded: JOURNEY_SEED replays another draw, and a failure prints its seed and path
// (gateway/README.md, "Generated journeys").

const seed = Number(process.env.JOURNEY_SEED ?? 20_261_127);
const journeys = Number(process.env.JOURNEY_RUNS ?? 6);

describe('generated journeys of a stay', () => {
  let system: JourneySystem;
  beforeAll(async () => {
    system = await startJourneySystem();
    // Every screen query after every step: the few journeys here can afford it.
    screensPerStep.value = 100;
  });
  afterAll(() => system.close());

  it(`keeps every invariant through ${journeys} journeys (seed ${seed})`, {
    timeout: 120_000,
  }, async () => {
    const report = await runJourneys({
      system,
      numRuns: journeys,
      maxSteps: 12,
      seed,
      endOnFailure: true,
    });
    // The whole report (seed, path, the journey and the invariant it broke), not a diff of it.
    if (report.message) throw new Error(report.message);
    expect(report.numRuns).toBe(journeys);
  });
});
