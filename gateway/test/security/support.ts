import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { sessionCookieName } from '../../src/auth/session.ts';
import { buildTestGateway, deployedApps, type GraphQLResponse } from '../support/gateway.ts';
import { type RunningSandbox, startSandbox } from '../support/sandbox.ts';

/**
 * The documents a browser may run in the probes below, persisted under their operation names
 * (production runs nothing else from browsers). Each is what the web client would send.
 */
export const corpusDocuments = new Map(
  Object.entries({
    Stay: 'query Stay($slug: String!) { reservation(slug: $slug) { slug confirmationNumber } }',
    StayOwner:
      'query StayOwner($slug: String!) { reservation(slug: $slug) { slug customer { email userId referralCode verificationHash } } }',
    Lookup:
      'query Lookup($lastName: String!, $bookingNumber: String!) { checkInReservation(lastName: $lastName, bookingNumber: $bookingNumber) { slug } }',
    Viewer: 'query Viewer { viewer { profile { email } } }',
    ViewerReferral: 'query ViewerReferral { viewer { profile { email referralCode } } }',
    Property:
      'query Property($key: String!) { property(key: $key) { name city } clientConfiguration { botCheckSiteKey } }',
    AddCard:
      'mutation AddCard($slug: String!, $card: CardInput!) { addCard(slug: $slug, card: $card) { ok error { code } } }',
    Cancel:
      'mutation Cancel($slug: String!) { cancelReservation(slug: $slug) { ok error { code field } } }',
    Unlock:
      'mutation Unlock($slug: String!, $keyId: String!) { unlockDoor(slug: $slug, propertyKeyId: $keyId) { ok error { code } } }',
    Elevator:
      'mutation Elevator($slug: String!, $keyId: String!) { callElevator(slug: $slug, propertyKeyId: $keyId) { ok error { code } } }',
    Order:
      'query Order($slug: String!, $orderId: ID!) { order(slug: $slug, orderId: $orderId) { status } }',
    RequestCode:
      'mutation RequestCode($email: String!) { requestLoginCode(email: $email, botCheckToken: "passed") { ok idempotencyKey error { code } } }',
    GuestDetails:
      'mutation GuestDetails($slug: String!, $input: GuestDetailsInput!) { submitGuestDetails(slug: $slug, input: $input) { ok error { code field } } }',
    StayDates:
      'mutation StayDates($slug: String!, $startDate: LocalDate!, $endDate: LocalDate!, $expectedTotalMinor: Int!) { changeStayDates(slug: $slug, startDate: $startDate, endDate: $endDate, expectedTotalMinor: $expectedTotalMinor) { ok error { code field } } }',
    RequestCodeRetry:
      'mutation RequestCodeRetry($email: String!) { requestLoginCode(email: $email, botCheckToken: "passed") { ok error { code field retryAfterSeconds } } }',
    VerifyCode:
      'mutation VerifyCode($email: String!, $code: String!) { verifyLoginCode(email: $email, code: $code) { ok error { code } } }',
  }),
);

/** The internal tools' key: ad-hoc documents (the shape limits below) need it in production. */
export const toolKey = 'corpus-internal-tool-key';

export const productionEnv = {
  APP_ENV: 'production',
  BOT_CHECK_SITE_KEY: 'site-key',
  GATEWAY_API_KEYS: toolKey,
  ...deployedApps,
};

export type ProductionGateway = {
  sandbox(): RunningSandbox;
  gateway(): FastifyInstance;
  /** Everything the gateway logged so far, one JSON entry per line. */
  log: string[];
};

/**
 * A gateway as production runs it (trusted documents, masked errors, armor, CORS allow-list,
 * the response cache on) in front of a real sandbox, for the enclosing `describe`. The sandbox's
 * call counters start empty for every test, so a probe can prove nothing reached the core API.
 */
export function useProductionGateway(env: Record<string, string> = {}): ProductionGateway {
  let sandbox: RunningSandbox | undefined;
  let gateway: FastifyInstance | undefined;
  const log: string[] = [];
  beforeAll(async () => {
    sandbox = await startSandbox();
    gateway = await buildTestGateway({
      coreApiUrl: sandbox.url,
      persistedDocuments: corpusDocuments,
      env: { ...productionEnv, RESPONSE_CACHE_TTL_MS: '1000', ...env },
      logLines: log,
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await sandbox?.close();
  });
  beforeEach(() => sandbox?.resetCounters());
  return {
    sandbox: () => started(sandbox),
    gateway: () => started(gateway),
    log,
  };
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('started in beforeAll: read it inside a hook or test');
  return value;
}

export type Probe = {
  method?: 'GET' | 'POST' | 'OPTIONS';
  url?: string;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  payload?: unknown;
  remoteAddress?: string;
};

export type ProbeAnswer = {
  status: number;
  headers: Record<string, unknown>;
  text: string;
  body: GraphQLResponse;
};

/** Sends one probe the way a browser or a script would, and reads the answer leniently. */
export async function send(app: FastifyInstance, probe: Probe): Promise<ProbeAnswer> {
  const method = probe.method ?? 'POST';
  const response = await app.inject({
    method,
    url: probe.url ?? '/graphql',
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      accept: 'application/json',
      ...probe.headers,
    },
    ...(probe.payload === undefined
      ? {}
      : {
          payload:
            typeof probe.payload === 'string' ? probe.payload : JSON.stringify(probe.payload),
        }),
    ...(probe.remoteAddress ? { remoteAddress: probe.remoteAddress } : {}),
  });
  let body: GraphQLResponse = {};
  try {
    body = JSON.parse(response.body) as GraphQLResponse;
  } catch {
    // Not JSON (a 413 from Fastify, an empty 204): the text is asserted instead.
  }
  return { status: response.statusCode, headers: response.headers, text: response.body, body };
}

/** A persisted document run the way the web client runs it. */
export function persisted(
  app: FastifyInstance,
  documentId: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<ProbeAnswer> {
  if (!corpusDocuments.has(documentId)) throw new Error(`no corpus document ${documentId}`);
  return send(app, { payload: { documentId, variables }, headers });
}

/** An ad-hoc document with the internal tools' key. */
export function adHoc(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<ProbeAnswer> {
  return send(app, { payload: { query, variables }, headers: { 'x-api-key': toolKey } });
}

/** What production must never show a client: stacks, internal names, upstream texts. */
export const internals = [/originalError/, /stack/i, /Did you mean/, /at .+\.ts:\d+/];

export function expectNothingInternal(answer: ProbeAnswer): void {
  for (const pattern of internals) expect(answer.text).not.toMatch(pattern);
}

/** The newest login code the sandbox "sent" to `email` ('' when none). */
export async function latestCode(running: RunningSandbox, email: string): Promise<string> {
  const response = await fetch(`${running.url}/_sandbox/outbox?to=${encodeURIComponent(email)}`);
  const { data } = (await response.json()) as { data: { code: string }[] };
  return data[0]?.code ?? '';
}

/** Signs in through the gateway as a browser at `remoteAddress` does; answers the session token. */
export async function signIn(
  app: FastifyInstance,
  running: RunningSandbox,
  email: string,
  remoteAddress?: string,
): Promise<string> {
  const from = remoteAddress ? { remoteAddress } : {};
  const requested = await send(app, {
    payload: { documentId: 'RequestCode', variables: { email } },
    ...from,
  });
  const code = await latestCode(running, email);
  const answer = await send(app, {
    payload: { documentId: 'VerifyCode', variables: { email, code } },
    ...from,
  });
  const cookie = String(answer.headers['set-cookie'] ?? '');
  const match = new RegExp(`${sessionCookieName}=([^;]+)`).exec(cookie);
  if (!match?.[1]) throw new Error(`no session: ${requested.text} ${answer.text}`);
  return match[1];
}
