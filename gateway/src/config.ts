import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The four environments of spec §1; each picks its own defaults for the addresses below. */
export const environments = ['production', 'stage', 'test', 'development'] as const;
export type AppEnvironment = (typeof environments)[number];

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Address defaults per environment. Production and stage name the card provider's pay pages
 * (PCI Proxy by Datatrans, whose public key the properties carry) and nothing else: their app
 * addresses must come from the environment, so a deployment never runs on guessed hosts.
 * Development and test have no card pay page default here: theirs is the sandbox's pay page
 * addition on the core API (`payPageOnCoreApi`), so a fresh machine works end to end offline.
 */
/**
 * On a developer's machine and in tests the booking, reception and guest apps are this gateway's
 * own origin, on whatever port it listens (`PORT`), so no link points at a port nothing runs on.
 */
function localAddresses(port: string): Record<string, string> {
  return {
    BOOKING_APP_URL: `http://localhost:${port}`,
    RECEPTION_APP_URL: `http://localhost:${port}`,
    MAIN_BRAND_GUEST_APP_URL: `http://localhost:${port}`,
    WHITE_LABEL_GUEST_APP_URL: `http://white-label.localhost:${port}`,
  };
}
const defaultPort = '4000';
const addressDefaults: Record<AppEnvironment, (port: string) => Record<string, string>> = {
  production: () => ({ CARD_PAY_PAGE_URL: 'https://pay.datatrans.com' }),
  stage: () => ({ CARD_PAY_PAGE_URL: 'https://pay.sandbox.datatrans.com' }),
  test: localAddresses,
  development: localAddresses,
};

/** The sandbox on its fixed port (sandbox contract). */
const coreApiDefault = 'http://localhost:4010';

/** Cloudflare's documented always-passes test key, fine everywhere but production. */
const testBotCheckSiteKey = '1x00000000000000000000AA';
/** The token Cloudflare documents for its test keys; the sandbox accepts any non-empty token. */
const testBotCheckToken = 'XXXX.DUMMY.TOKEN.XXXX';

const url = z.url({ protocol: /^https?$/ });
/** A browser origin exactly as the `Origin` header spells it: scheme, host, port, nothing else. */
const origin = z
  .string()
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
    message: 'expected an origin such as https://guest.example.com (no path, no trailing slash)',
  });
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

/** Fastify's `trustProxy`: off, every hop, or only these proxy addresses/ranges. */
export type TrustProxy = boolean | readonly string[];

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `false`, `true`, or a comma-separated list of proxy IPs/CIDRs. A hop count is refused: Fastify
 * 5.12 ignores one (it trusts no proxy for a number, since a hop count cannot tell a proxy from a
 * client reaching the gateway directly), so accepting it would silently mean `false`. Anything
 * else is refused rather than guessed: a wrong value here lets clients choose their own IP.
 */
const trustProxySchema = z.string().transform((value, context): TrustProxy => {
  const trimmed = value.trim();
  if (trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) {
    context.addIssue({
      code: 'custom',
      message:
        'a hop count cannot be checked against the proxy that connects (Fastify trusts nothing for it); list the proxies as IPs/CIDRs',
    });
    return z.NEVER;
  }
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || invalid.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `expected false, true or comma-separated IPs/CIDRs${invalid.length > 0 ? `; not an IP or CIDR: ${invalid.join(', ')}` : ''}`,
    });
    return z.NEVER;
  }
  return entries;
});

const environmentSchema = z.object({
  APP_ENV: z.enum(environments),
  PORT: z.coerce.number().int().min(0).max(65535).default(Number(defaultPort)),
  HOST: z.string().min(1).default('0.0.0.0'),
  CORE_API_URL: url.default(coreApiDefault),
  CORE_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  CORE_API_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  CORE_API_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(104_857_600)
    .default(1_048_576),
  BOOKING_APP_URL: url,
  RECEPTION_APP_URL: url,
  MAIN_BRAND_GUEST_APP_URL: url,
  WHITE_LABEL_GUEST_APP_URL: url,
  CARD_PAY_PAGE_URL: url,
  BOT_CHECK_SITE_KEY: z.string().min(1),
  BOT_CHECK_DEVELOPMENT_TOKEN: z.string().min(1).optional(),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(join(repositoryRoot, 'web', 'dist')),
  WEB_CLIENT: z.enum(['built', 'sources']).default('built'),
  PERSISTED_DOCUMENTS_FILE: z
    .string()
    .min(1)
    .default(join(repositoryRoot, 'web', 'persisted-documents.json')),
  GATEWAY_API_KEYS: commaList.default([]),
  DOCUMENTS_ADMIN_KEYS: commaList.default([]),
  TRUSTED_DOCUMENTS_DIR: z
    .string()
    .min(1)
    .default(join(repositoryRoot, 'data', 'trusted-documents')),
  WEB_BUILD_DOCUMENTS_KEPT_DAYS: z.coerce.number().int().min(0).max(365).optional(),
  CORS_ALLOWED_ORIGINS: commaList.pipe(z.array(origin)).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(102_400),
  OLD_GENERATION_GROWTH_PERCENT: z.coerce.number().int().min(0).max(400).default(100),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: trustProxySchema.default(false),
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(10_000).optional(),
  PUBLIC_CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  DOOR_OPEN_MS: z.coerce.number().int().min(1).max(60_000).default(6000),
  ELEVATOR_POLL_MS: z.coerce.number().int().min(1).max(60_000).default(500),
  ELEVATOR_POLL_MAX_MS: z.coerce.number().int().min(1).max(60_000).default(4000),
  ORDER_STATUS_POLL_MS: z.coerce.number().int().min(1).max(60_000).default(250),
  ORDER_STATUS_POLL_MAX_MS: z.coerce.number().int().min(1).max(60_000).default(2000),
  GRAPHQL_JIT: z.enum(['on', 'off']).default('on'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  POLL_LEASE_MS: z.coerce.number().int().min(300).max(60_000).default(5000),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(250),
  REPLICA_COUNT: z.coerce.number().int().min(1).max(100).default(1),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  SUBSCRIPTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(20),
  SUBSCRIPTION_MAX_LIFETIME_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
});

export type GatewayConfig = {
  environment: AppEnvironment;
  port: number;
  host: string;
  coreApi: { baseUrl: string; timeoutMs: number; retries: number; maxResponseBytes: number };
  addresses: {
    bookingApp: string;
    receptionApp: string;
    mainBrandGuestApp: string;
    whiteLabelGuestApp: string;
    cardPayPage: string;
  };
  botCheckSiteKey: string;
  /** A bot-check token the non-production core APIs accept (`clientConfiguration`); null in production. */
  developmentBotCheckToken: string | null;
  webDistDirectory: string;
  /**
   * What the web client is served from: `built`, the production build in `webDistDirectory`; or
   * `sources` (development only), the web app's sources through Vite, pages drawn on the server
   * as they are now and the browser's modules replaced as they change (`web/dev-server.ts`).
   */
  webClient: 'built' | 'sources';
  persistedDocumentsFile: string;
  apiKeys: readonly string[];
  /**
   * Other apps' trusted documents (`trusted-documents/`): the keys their CI publishes and retires
   * them with, and the directory they are kept in when no Redis is configured. And how long the
   * web client's documents of a build stay trusted after a newer build is deployed, for installed
   * apps still running it (`trusted-documents/web-builds.ts`); 0 keeps only the running build's.
   */
  trustedDocuments: {
    adminKeys: readonly string[];
    directory: string;
    previousWebBuildsKeptForMs: number;
  };
  /**
   * Browser origins granted credentialed cross-origin requests: the two guest apps unless
   * `CORS_ALLOWED_ORIGINS` lists them (see hardening/cors.ts).
   */
  corsAllowedOrigins: readonly string[];
  logLevel: string;
  bodyLimitBytes: number;
  /**
   * How far V8 lets the old generation grow past what the last full collection left before it
   * collects again, in percent (V8's `--heap-growing-percent`; 0 leaves it to V8's heuristic).
   * Every request's objects reach the old generation and wait there for a full collection
   * (gateway/README.md, "What a request leaves behind"): the room decides how often it comes.
   */
  oldGenerationGrowthPercent: number;
  /**
   * Which proxies may name the client in `X-Forwarded-For` (Fastify's `trustProxy`). Off by
   * default: trusting every hop lets a client forge its IP and escape per-IP rate limits.
   */
  trustProxy: TrustProxy;
  /** Requests per minute per client IP, on every route. */
  rateLimitPerMinute: number;
  /**
   * How long error-free answers may be served again (`src/graphql/response-cache.ts`): a guest's
   * own (stay, orders, account) to the same session, and public content (properties, unit
   * categories, client settings); 0 keeps none. Defaults 1 s and 5 min, both 0 under test.
   */
  responseCache: { sessionTtlMs: number; publicTtlMs: number };
  /**
   * Door access timing: how long a door stays open after the lock's green light (spec §9: 6 s),
   * and elevator status polling (the first wait, doubling while the status stays, up to the cap).
   */
  doorAccess: { openMs: number; elevatorPolling: { initialMs: number; maxMs: number } };
  /** Order status polling: the first wait, doubling while the status stays, up to the cap. */
  orderStatusPolling: { initialMs: number; maxMs: number };
  /** GraphiQL, introspection and unmasked error messages: everywhere but production. */
  exposesInternals: boolean;
  /**
   * Queries and mutations compiled by graphql-jit (`GRAPHQL_JIT=on`, the default), or run by
   * graphql's own executor (`off`): the way back should a graphql upgrade outpace graphql-jit.
   */
  compiledExecution: boolean;
  /**
   * Where replicas share their state (rate-limit counters, poll leases, subscription messages,
   * the response cache): a Redis address, or undefined for this process's memory alone.
   */
  redisUrl: string | undefined;
  /** How long a replica's lease on a shared poll lasts unrenewed (a dead holder's takeover time). */
  pollLeaseMs: number;
  /**
   * How long one Redis command may take before the caller uses its own memory instead (a stalled
   * Redis must not hold requests), and how many replicas share the limits (each allows its share
   * of every limit while Redis is away).
   */
  sharedState: { commandTimeoutMs: number; replicaCount: number };
  /**
   * Open subscriptions a session, and an IP, may hold at once in one replica, and the longest a
   * subscription lives (see hardening/subscription-limits.ts).
   */
  subscriptions: { perClient: number; maxLifetimeMs: number };
  /**
   * How long a shutting-down gateway keeps accepting, answering not-ready (observability/draining.ts):
   * 2 s in production and stage, none elsewhere.
   */
  shutdownDrainMs: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function environmentFrom(variables: NodeJS.ProcessEnv): string {
  if (variables.APP_ENV) return variables.APP_ENV;
  if (variables.NODE_ENV === 'production' || variables.NODE_ENV === 'test')
    return variables.NODE_ENV;
  return 'development';
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deployed gateways keep a month of web builds: an installed app runs the build it holds until
 * the guest reloads it, which may be weeks after the stay was booked. Elsewhere builds change
 * with every edit and nobody's phone holds one.
 */
function previousWebBuildsKeptDays(env: {
  APP_ENV: string;
  WEB_BUILD_DOCUMENTS_KEPT_DAYS?: number | undefined;
}): number {
  const deployed = env.APP_ENV === 'production' || env.APP_ENV === 'stage';
  return env.WEB_BUILD_DOCUMENTS_KEPT_DAYS ?? (deployed ? 30 : 0);
}

/**
 * Reads and validates the configuration. Throws a ConfigError naming every bad variable, so
 * the process can exit with one readable message instead of failing later on first use.
 */
export function loadConfig(variables: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const environment = environmentFrom(variables);
  // An unusable PORT is reported under its own name; the addresses then take the default port.
  const port = /^\d{1,5}$/.test(variables.PORT ?? '') ? (variables.PORT as string) : defaultPort;
  const defaults = addressDefaults[environment as AppEnvironment]?.(port) ?? {};
  const botCheckDefault: Record<string, string> =
    environment === 'production'
      ? {}
      : { BOT_CHECK_SITE_KEY: testBotCheckSiteKey, BOT_CHECK_DEVELOPMENT_TOKEN: testBotCheckToken };
  const given: Record<string, string> = {
    ...defaults,
    ...botCheckDefault,
    ...withoutEmptyValues(variables),
  };
  const input = {
    ...given,
    CARD_PAY_PAGE_URL: given.CARD_PAY_PAGE_URL ?? payPageOnCoreApi(given.CORE_API_URL),
    APP_ENV: environment,
  };
  const parsed = environmentSchema
    .refine(
      (env) => env.APP_ENV !== 'production' || env.BOT_CHECK_DEVELOPMENT_TOKEN === undefined,
      {
        path: ['BOT_CHECK_DEVELOPMENT_TOKEN'],
        message: 'must not be set in production (real bot checks only)',
      },
    )
    .refine(
      (env) =>
        env.WEB_CLIENT !== 'sources' || (env.APP_ENV !== 'production' && env.APP_ENV !== 'stage'),
      {
        path: ['WEB_CLIENT'],
        message: `must be 'built' in ${environment} (the sources are served for development)`,
      },
    )
    .safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      // A list's entry is reported under its variable (`CORS_ALLOWED_ORIGINS`, not `….0`).
      const name = String(issue.path[0]);
      if (!(name in input)) return `  ${name}: required in ${environment}, no default there`;
      return `  ${name}: ${issue.message} (got ${JSON.stringify(input[name as keyof typeof input])})`;
    });
    throw new ConfigError(`Invalid gateway configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    environment: env.APP_ENV,
    port: env.PORT,
    host: env.HOST,
    coreApi: {
      baseUrl: env.CORE_API_URL.replace(/\/+$/, ''),
      timeoutMs: env.CORE_API_TIMEOUT_MS,
      retries: env.CORE_API_RETRIES,
      maxResponseBytes: env.CORE_API_MAX_RESPONSE_BYTES,
    },
    addresses: {
      bookingApp: env.BOOKING_APP_URL,
      receptionApp: env.RECEPTION_APP_URL,
      mainBrandGuestApp: env.MAIN_BRAND_GUEST_APP_URL,
      whiteLabelGuestApp: env.WHITE_LABEL_GUEST_APP_URL,
      cardPayPage: env.CARD_PAY_PAGE_URL,
    },
    botCheckSiteKey: env.BOT_CHECK_SITE_KEY,
    developmentBotCheckToken:
      env.APP_ENV === 'production' ? null : (env.BOT_CHECK_DEVELOPMENT_TOKEN ?? null),
    webDistDirectory: env.WEB_DIST_DIR,
    webClient: env.WEB_CLIENT,
    persistedDocumentsFile: env.PERSISTED_DOCUMENTS_FILE,
    apiKeys: env.GATEWAY_API_KEYS,
    trustedDocuments: {
      adminKeys: env.DOCUMENTS_ADMIN_KEYS,
      directory: env.TRUSTED_DOCUMENTS_DIR,
      previousWebBuildsKeptForMs: previousWebBuildsKeptDays(env) * dayMs,
    },
    corsAllowedOrigins: env.CORS_ALLOWED_ORIGINS ?? [
      new URL(env.MAIN_BRAND_GUEST_APP_URL).origin,
      new URL(env.WHITE_LABEL_GUEST_APP_URL).origin,
    ],
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    oldGenerationGrowthPercent: env.OLD_GENERATION_GROWTH_PERCENT,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    responseCache: {
      sessionTtlMs: env.RESPONSE_CACHE_TTL_MS ?? (env.APP_ENV === 'test' ? 0 : 1000),
      publicTtlMs: env.PUBLIC_CONTENT_CACHE_TTL_MS ?? (env.APP_ENV === 'test' ? 0 : 300_000),
    },
    doorAccess: {
      openMs: env.DOOR_OPEN_MS,
      elevatorPolling: {
        initialMs: env.ELEVATOR_POLL_MS,
        maxMs: Math.max(env.ELEVATOR_POLL_MS, env.ELEVATOR_POLL_MAX_MS),
      },
    },
    orderStatusPolling: {
      initialMs: env.ORDER_STATUS_POLL_MS,
      maxMs: Math.max(env.ORDER_STATUS_POLL_MS, env.ORDER_STATUS_POLL_MAX_MS),
    },
    exposesInternals: env.APP_ENV !== 'production',
    compiledExecution: env.GRAPHQL_JIT === 'on',
    redisUrl: env.REDIS_URL,
    pollLeaseMs: env.POLL_LEASE_MS,
    sharedState: {
      commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
      replicaCount: env.REPLICA_COUNT,
    },
    subscriptions: {
      perClient: env.SUBSCRIPTIONS_PER_CLIENT,
      maxLifetimeMs: env.SUBSCRIPTION_MAX_LIFETIME_MS,
    },
    // Behind a load balancer only: on a developer's machine Ctrl-C stops at once.
    shutdownDrainMs:
      env.SHUTDOWN_DRAIN_MS ?? (env.APP_ENV === 'production' || env.APP_ENV === 'stage' ? 2000 : 0),
  };
}

/**
 * The sandbox's card pay page (`POST /card-payments`, a sandbox addition) on the core API base.
 * An unusable core API address fails validation under its own name, so the pay page then takes
 * the default base rather than adding a second, misleading complaint.
 */
function payPageOnCoreApi(coreApiUrl: string | undefined): string {
  const base = url.safeParse(coreApiUrl).success ? (coreApiUrl as string) : coreApiDefault;
  return `${base.replace(/\/+$/, '')}/card-payments`;
}

function withoutEmptyValues(variables: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(variables).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
