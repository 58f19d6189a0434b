import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Fault,
  type FaultyProxy,
  startFaultyProxy,
} from '../../../gateway/test/support/faulty-proxy.ts';
import { test as sandboxTest } from './sandbox.ts';
import { productPorts, sandboxURL } from './urls.ts';

/*
 * A second gateway for the fault corpus, serving the same web build as the product under test
 * but calling the core API through a faulty proxy (gateway/test/support/faulty-proxy.ts) in front
 * of the worker's sandbox, so a test can take the hotel's system away, or make it fail, stall or
 * crawl, while a guest uses the app, and bring it back. One per worker, on the worker's gateway
 * port plus 5 (4005 and 4025 beside 4000 and 4020).
 */

/** What the core API does: gone (connections refused), or answering with a fault. */
export type CoreApiFault = 'kill' | 'stall' | '500' | '503' | '429' | 'garbage' | 'slow';

const faults: Record<Exclude<CoreApiFault, 'kill'>, Fault> = {
  stall: { kind: 'stall' },
  '500': { kind: 'status', status: 500 },
  '503': { kind: 'status', status: 503 },
  '429': { kind: 'status', status: 429 },
  garbage: { kind: 'malformed' },
  // Slower than a guest likes, faster than the gateway's 2 s timeout of the corpus.
  slow: { kind: 'late', ms: 700 },
};

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** Node 24 itself (the root's `node` package): the gateway runs its TypeScript directly. */
const node24 = join(repoRoot, 'node_modules', 'node', 'bin', 'node');

const gatewayPort = productPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0)).gateway + 5;

/** Where the corpus's gateway answers; the tests' `baseURL`. */
export const faultyGatewayURL = `http://localhost:${gatewayPort}`;

export type CoreApi = {
  /** From now on, every core API call meets `fault`. */
  fail(fault: CoreApiFault): Promise<void>;
  /** The core API answers again, as the sandbox does. */
  restore(): Promise<void>;
};

type FaultyProduct = { proxy: FaultyProxy; current: { fault: Fault }; killed: { value: boolean } };

async function untilServing(url: string, gateway: ChildProcess, log: string[]): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 200) {
    if (gateway.exitCode !== null) break;
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The fault corpus's gateway did not start:\n${log.join('')}`);
}

export const test = sandboxTest.extend<{ coreApi: CoreApi }, { faultyProduct: FaultyProduct }>({
  faultyProduct: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const current: { fault: Fault } = { fault: { kind: 'pass' } };
      const proxy = await startFaultyProxy(sandboxURL, () => current.fault);
      const log: string[] = [];
      const gateway = spawn(
        existsSync(node24) ? node24 : process.execPath,
        ['gateway/src/server.ts'],
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            PORT: String(gatewayPort),
            CORE_API_URL: proxy.url,
            // A stalled core API is given up on after 2 s, retried once: a page waits ~5 s at most.
            CORE_API_TIMEOUT_MS: '2000',
            CORE_API_RETRIES: '1',
            // No answer kept for a second: one at most that old would rightly be served through
            // the first second of a fault, and a test that fails the core API right after a
            // healthy visit would then see that answer, not how the app meets the fault.
            RESPONSE_CACHE_TTL_MS: '0',
            RATE_LIMIT_PER_MINUTE: '100000',
            // Requests of the corpus may name other clients in X-Forwarded-For (the browser never does).
            TRUST_PROXY: '127.0.0.1,::1',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      gateway.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      gateway.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      try {
        await untilServing(`${faultyGatewayURL}/healthz`, gateway, log);
        await use({ proxy, current, killed: { value: false } });
      } finally {
        const exited = new Promise((resolve) => gateway.once('exit', resolve));
        gateway.kill('SIGTERM');
        await exited;
        await proxy.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  coreApi: async ({ faultyProduct }, use) => {
    const { proxy, current, killed } = faultyProduct;
    const restore = async () => {
      current.fault = { kind: 'pass' };
      if (killed.value) await proxy.revive();
      killed.value = false;
    };
    await use({
      async fail(fault) {
        await restore();
        if (fault === 'kill') {
          await proxy.kill();
          killed.value = true;
        } else {
          current.fault = faults[fault];
        }
      },
      restore,
    });
    await restore();
  },
});

export { expect } from './sandbox.ts';
