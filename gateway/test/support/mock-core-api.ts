import type { FastifyInstance } from 'fastify';
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { fetchTransport } from '../../src/upstream/transport.ts';
import { buildTestGateway } from './gateway.ts';

/** Where gateways under test look for the core API when msw answers in its place. */
export const mockCoreApiUrl = 'http://core-api.test';

/** The smallest reservation the core API answers, for faults the sandbox cannot produce. */
export const coreReservationBody = {
  data: {
    id: 'r1',
    slug: 's1',
    confirmationNumber: 'B1',
    startDate: '2026-12-01T14:00:00Z',
    endDate: '2026-12-03T10:00:00Z',
  },
};

/**
 * An msw server standing in for the core API during the enclosing scope. A request no handler
 * answers fails the test; handlers a test adds with `use` are dropped after it.
 */
export function useMockCoreApi(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A gateway whose core API calls go through `fetch`, where msw intercepts them. */
export function buildGatewayOnMockCoreApi(
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  return buildTestGateway({ coreApiUrl: mockCoreApiUrl, upstreamTransport: fetchTransport, env });
}
