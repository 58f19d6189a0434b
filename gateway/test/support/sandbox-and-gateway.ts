import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildTestGateway, type TestGatewayOptions } from './gateway.ts';
import { type RunningSandbox, resetSandboxClock, startSandbox } from './sandbox.ts';

export type SandboxAndGateway = {
  sandbox(): RunningSandbox;
  gateway(): FastifyInstance;
};

/**
 * One sandbox and a gateway in front of it for the enclosing `describe`: started before its tests,
 * closed after them. Each test starts with empty call counters and the sandbox's real clock, so
 * call assertions see only that test's traffic and clock moves do not leak into the next test.
 * Getters, because the instances exist only once `beforeAll` has run.
 */
export function useSandboxAndGateway(
  options: Omit<TestGatewayOptions, 'coreApiUrl'> = {},
): SandboxAndGateway {
  let sandbox: RunningSandbox | undefined;
  let gateway: FastifyInstance | undefined;

  beforeAll(async () => {
    sandbox = await startSandbox();
    gateway = await buildTestGateway({ ...options, coreApiUrl: sandbox.url });
  });
  afterAll(async () => {
    await gateway?.close();
    await sandbox?.close();
  });
  beforeEach(() => {
    sandbox?.resetCounters();
  });
  afterEach(async () => {
    if (sandbox) await resetSandboxClock(sandbox.url);
  });

  return {
    sandbox() {
      if (!sandbox)
        throw new Error('the sandbox starts in beforeAll; read it inside a hook or test');
      return sandbox;
    },
    gateway() {
      if (!gateway)
        throw new Error('the gateway starts in beforeAll; read it inside a hook or test');
      return gateway;
    },
  };
}
