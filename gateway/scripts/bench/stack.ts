// What the journey benchmark and the soak share: the sandbox and production-configured gateway
// processes on loopback, booked guests, and each process's CPU time and memory from /proc.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Guest } from './journey.ts';
import { startServer } from './processes.ts';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** An internal tool's key: ad-hoc documents (the door screen's) and /metrics in production. */
export const benchApiKey = 'bench-journey-key';

export function startBenchSandbox(port: number) {
  const child = startServer('sandbox', 'sandbox/src/server.ts', {
    cwd: repoRoot,
    env: {
      SANDBOX_PORT: String(port),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DATABASE: ':memory:',
      LOG_LEVEL: 'warn',
    },
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/**
 * The memory bounds a production gateway runs with (`docker-compose.yml`, kept equal by
 * `test/memory-settings.test.ts`; why: gateway README, "Memory under a soak"). V8's old
 * generation is capped at 256 MB, three times the live heap under load (~80 MB): by default V8
 * let its 4.2 GB limit fill with garbage (heap in use 222-288 MB for 81 MB live). The young
 * generation at 2 x 16 MB instead of the 2 x 64 MB V8 grows it to while requests allocate fast.
 * Two malloc arenas instead of eight per core keep freed native memory (compression, TLS, the
 * HTTP parsers' buffers) from being held in arenas of their own.
 */
export const productionMemoryEnv = {
  NODE_OPTIONS: '--max-old-space-size=256 --max-semi-space-size=16',
  MALLOC_ARENA_MAX: '2',
} as const;

/** A gateway process in the production configuration; `env` holds what differs. */
export function startBenchGateway(
  port: number,
  coreApiUrl: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
) {
  const child = startServer(`gateway :${port}`, 'gateway/src/server.ts', {
    cwd: repoRoot,
    nodeArgs,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: 'production',
      LOG_LEVEL: 'info',
      CORE_API_URL: coreApiUrl,
      BOT_CHECK_SITE_KEY: 'bench-site-key',
      BOOKING_APP_URL: 'https://book.bench.test',
      RECEPTION_APP_URL: 'https://reception.bench.test',
      MAIN_BRAND_GUEST_APP_URL: 'https://guest.bench.test',
      WHITE_LABEL_GUEST_APP_URL: 'https://guest.white-label.bench.test',
      GATEWAY_API_KEYS: benchApiKey,
      // Each virtual guest names its own (documentation-range) address through the loopback
      // "proxy", so per-IP limits count guests as they would behind a load balancer.
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // The headline is without per-session response caching.
      RESPONSE_CACHE_TTL_MS: '0',
      ...env,
    },
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** Reservations for a run: one per journey, so every order is a guest's first. */
export async function bookGuests(sandboxUrl: string, count: number): Promise<Guest[]> {
  const guests: Guest[] = [];
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${sandboxUrl}/_sandbox/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Spread over the season: one night's parking at one property would sell out.
      body: JSON.stringify({ nights: 2, startInDays: index % 150 }),
    });
    const { data } = (await response.json()) as { data: Omit<Guest, 'clientIp'> };
    guests.push({ ...data, clientIp: `203.0.113.${index % 250}` });
  }
  return guests;
}

/** Process CPU time (user + system) in ms, from /proc: the load generator is not counted. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat; after "pid (comm) " they are 12 and 13.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Resident memory in MB, from /proc. */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN) / 1024;
}
