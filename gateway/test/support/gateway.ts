import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { gatewayApp, serverOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { PersistedDocuments } from '../../src/hardening/trusted-documents.ts';
import type { HttpTransport } from '../../src/upstream/transport.ts';

export type TestGatewayOptions = {
  coreApiUrl: string;
  env?: Record<string, string>;
  persistedDocuments?: PersistedDocuments;
  upstreamTransport?: HttpTransport;
  /** Collects the log at info level, one JSON entry per line, instead of keeping it silent. */
  logLines?: string[];
};

/** App addresses production and stage demand from the environment. */
export const deployedApps = {
  BOOKING_APP_URL: 'https://book.hotels.test',
  RECEPTION_APP_URL: 'https://reception.hotels.test',
  MAIN_BRAND_GUEST_APP_URL: 'https://guest.hotels.test',
  WHITE_LABEL_GUEST_APP_URL: 'https://guest.white-label.test',
};

/** A gateway instance that is never listening: tests drive it with `inject`. */
export async function buildTestGateway(options: TestGatewayOptions): Promise<FastifyInstance> {
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: options.logLines ? 'info' : 'silent',
    CORE_API_URL: options.coreApiUrl,
    // Generous: two cores shared by several test runs can hold a sandbox answer up for over a
    // second, and a timed-out read is retried (an extra call the call-count assertions would
    // see). Tests of timeouts set their own, short one.
    CORE_API_TIMEOUT_MS: '10000',
    WEB_DIST_DIR: '/nonexistent/web/dist',
    PERSISTED_DOCUMENTS_FILE: '/nonexistent/persisted-documents.json',
    // Nothing published: a test that publishes names a directory of its own.
    TRUSTED_DOCUMENTS_DIR: '/nonexistent/trusted-documents',
    // Nor the web build's documents kept for the builds after it (`web-builds.test.ts`).
    WEB_BUILD_DOCUMENTS_KEPT_DAYS: '0',
    ...deployedApps,
    ...options.env,
  });
  const app = Fastify(withLogCapture(serverOptions(config), options.logLines));
  await app.register(gatewayApp, {
    config,
    persistedDocuments: options.persistedDocuments ?? new Map(),
    ...(options.upstreamTransport ? { upstreamTransport: options.upstreamTransport } : {}),
  });
  await app.ready();
  return app;
}

export type GraphQLResponse<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
};

/** POSTs a GraphQL operation the way the web client does (JSON, so CSRF prevention passes). */
export async function graphql<T = Record<string, unknown>>(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphQLResponse<T>; headers: Record<string, unknown> }> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** Server options writing the log into `lines` (one JSON entry each), when given. */
function withLogCapture(options: FastifyServerOptions, lines: string[] | undefined) {
  if (!lines) return options;
  const stream = new Writable({
    write(chunk, _, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { ...options, logger: { ...(options.logger as object), stream } };
}

/**
 * A gateway logging at info level into `lines` (one JSON entry each), for assertions on what the
 * log carries: against a core API that never answers, or the one `upstream` names (msw).
 */
export async function buildGatewayWithCapturedLog(
  upstream: { coreApiUrl: string; transport?: HttpTransport } = {
    coreApiUrl: 'http://127.0.0.1:9',
  },
): Promise<{
  app: FastifyInstance;
  lines: string[];
}> {
  const lines: string[] = [];
  const app = await buildTestGateway({
    coreApiUrl: upstream.coreApiUrl,
    env: { CORE_API_TIMEOUT_MS: '5000' },
    logLines: lines,
    ...(upstream.transport ? { upstreamTransport: upstream.transport } : {}),
  });
  return { app, lines };
}
