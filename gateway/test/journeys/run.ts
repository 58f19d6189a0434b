import fc from 'fast-check';
import { stayAt } from '../../src/derive/stay/index.ts';
import { journeySteps, type Real } from './commands.ts';
import { checkInvariants, type Journal } from './invariants.ts';
import { type JourneySystem, readCoreStay, resetCore, setCoreClock } from './system.ts';

// Generated journeys: a stay booked at random (where, when, paid or not, which card, checked in
// or not, which terms) is driven through a random sequence of steps (commands.ts), and every
// invariant is checked after each (invariants.ts). fast-check draws the journeys from a seed, so
// a failure names its seed and path, and `runJourneys({ seed, path })` replays exactly it.

/** How a journey's stay is booked: the sandbox's test helper's fields (sandbox-contract.md). */
const booking = fc.record({
  // bonn-pop12 takes an open balance at the property, not in the app.
  propertyKey: fc.constantFrom(
    'berlin-kop92',
    'helsinki-kas40',
    'london-ch65',
    'oslo-kar27',
    'bonn-pop12',
  ),
  startInDays: fc.integer({ min: -2, max: 4 }),
  nights: fc.integer({ min: 1, max: 4 }),
  paid: fc.boolean(),
  card: fc.constantFrom('valid', 'valid', 'none', 'declining'),
  checkInState: fc.constantFrom('guest-details-required', 'check-in-completed'),
  cancellation: fc.constantFrom('refundable', 'non-refundable', 'ota'),
  // Aino Virtanen's rewards (an early check-in one among them) come with her e-mail.
  email: fc.constantFrom(undefined, undefined, 'aino.virtanen@example.com'),
});

/** The clock a journey starts at: a day of the year and a whole quarter hour. */
const start = fc.record({
  dayOfYear: fc.integer({ min: 0, max: 364 }),
  quarterHour: fc.integer({ min: 0, max: 95 }),
});

export type JourneyOptions = {
  system: JourneySystem;
  numRuns: number;
  maxSteps: number;
  seed?: number;
  path?: string;
  /** Called after each journey with its number and its steps. */
  onJourney?: (index: number, steps: readonly string[]) => void;
  /** Stop at the first failure without shrinking it (the test command's few journeys). */
  endOnFailure?: boolean;
};

export type JourneyReport = {
  seed: number;
  numRuns: number;
  steps: number;
  failed: boolean;
  /** fast-check's report: the seed and path to replay, and the shrunk failing journey. */
  message: string | null;
};

export async function runJourneys(options: JourneyOptions): Promise<JourneyReport> {
  const { system } = options;
  const seed = options.seed ?? Date.now() ^ (Math.random() * 0x100000000);
  let journeys = 0;
  let steps = 0;
  const property = fc.asyncProperty(
    booking,
    start,
    fc.commands(journeySteps, { maxCommands: options.maxSteps, size: 'max' }),
    async (stay, begin, commands) => {
      const journal = await bookJourney(system, stay, begin);
      const real: Real = { system, journal };
      await checkInvariants(system, journal, 0);
      await fc.asyncModelRun(() => ({ model: { steps: 0 }, real }), commands);
      journeys += 1;
      steps += journal.steps.length;
      options.onJourney?.(journeys, journal.steps);
    },
  );
  const result = await fc.check(property, {
    seed,
    numRuns: options.numRuns,
    ...(options.path ? { path: options.path } : {}),
    endOnFailure: options.endOnFailure ?? false,
  });
  return {
    seed,
    numRuns: journeys,
    steps,
    failed: result.failed,
    message: result.failed
      ? `${fc.defaultReportMessage(result) ?? 'failed'}\n${errorText(result.errorInstance)}`
      : null,
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * A fresh core API at the journey's clock, and its stay booked. The clock is set before the
 * reset: the core API seeds its demo stays around its own today, so a journey meets the same
 * other stays (and free nights) whether it runs alone or after another.
 */
async function bookJourney(
  system: JourneySystem,
  stay: Record<string, unknown>,
  begin: { dayOfYear: number; quarterHour: number },
): Promise<Journal> {
  const at = new Date(
    Date.UTC(2026, 0, 1) + begin.dayOfYear * 86_400_000 + begin.quarterHour * 900_000,
  );
  await setCoreClock(system, at);
  await resetCore(system);
  const fields = Object.fromEntries(
    Object.entries(stay).filter(([, value]) => value !== undefined),
  );
  const booked = await system.sandbox.createReservation(fields);
  const { reservation, now } = await readCoreStay(system, booked.slug);
  const described = `${String(fields.propertyKey)} ${reservation.startDateLocal}..${reservation.endDateLocal}, ${stayAt(reservation, now).stage}, ${fields.paid ? 'paid' : 'unpaid'}, card ${String(fields.card)}, ${String(fields.checkInState)}, ${String(fields.cancellation)}${fields.email ? ', Aino' : ''}, clock ${at.toISOString()}`;
  return { slug: booked.slug, insideFrom: null, steps: [`book ${described}`] };
}
