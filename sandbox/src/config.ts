import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Environment variables that hold secrets: a refusal names them, never their value. */
const secretVariables = new Set(['SANDBOX_JWT_SECRET']);

/**
 * The environment `server.ts` reads, as one TypeBox schema: types, ranges and defaults in one
 * place, like the routes' schemas. Each `description` says what a value must be; a refusal
 * quotes it.
 */
export const SandboxEnvironment = Type.Object({
  SANDBOX_PORT: Type.Integer({
    minimum: 1,
    maximum: 65_535,
    default: 4010,
    description: 'a port number from 1 to 65535',
  }),
  SANDBOX_HOST: Type.String({
    minLength: 1,
    default: 'localhost',
    description: 'a host name or address to bind, not empty',
  }),
  SANDBOX_DATABASE: Type.String({
    minLength: 1,
    default: resolve(repoRoot, 'data/sandbox.sqlite'),
    description: 'a SQLite file path or :memory:, not empty',
  }),
  // One pattern rather than a union of literals: a union reports one error per literal.
  LOG_LEVEL: Type.String({
    pattern: `^(${logLevels.join('|')})$`,
    default: 'info',
    description: `one of ${logLevels.join(', ')}`,
  }),
  NODE_ENV: Type.String({ default: 'development', description: 'the Node environment' }),
  SANDBOX_JWT_SECRET: Type.Optional(
    Type.String({ minLength: 32, description: 'at least 32 characters' }),
  ),
  SANDBOX_PUBLIC_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^/\\s]+/?$',
      description: 'an origin such as https://sandbox.example.com',
    }),
  ),
  SANDBOX_PAY_PAGE_ORIGINS: Type.String({
    default: '',
    pattern: '^(\\s*https?://[^/,\\s]+\\s*)?(,\\s*https?://[^/,\\s]+\\s*)*$',
    description: 'comma-separated origins such as https://guest.example.com',
  }),
});

export type SandboxConfig = {
  port: number;
  host: string;
  databasePath: string;
  production: boolean;
  logLevel: string;
  payPageOrigins: string[];
  /** Where browsers reach the sandbox's own pages; the request's host when unset. */
  publicUrl: string | undefined;
};

export class SandboxConfigError extends Error {
  override name = 'SandboxConfigError';
}

/**
 * Reads and checks the environment; throws one error naming every bad variable and its value
 * (secrets by name only), so the process stops at start instead of failing on first use.
 */
export function loadSandboxConfig(env: NodeJS.ProcessEnv): SandboxConfig {
  const given = Object.fromEntries(
    Object.keys(SandboxEnvironment.properties)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  const parsed = Value.Default(SandboxEnvironment, Value.Convert(SandboxEnvironment, given));
  const problems = new Map<string, string>();
  for (const error of Value.Errors(SandboxEnvironment, parsed)) {
    const name = error.instancePath.slice(1) as keyof typeof SandboxEnvironment.properties;
    if (problems.has(name)) continue;
    const requirement = descriptionOf(SandboxEnvironment.properties[name]) ?? error.message;
    const shown = secretVariables.has(name) ? '' : `, got '${given[name]}'`;
    problems.set(name, `${name} must be ${requirement}${shown}`);
  }
  if (problems.size > 0) {
    throw new SandboxConfigError(
      `Sandbox configuration is invalid:\n- ${[...problems.values()].join('\n- ')}`,
    );
  }
  const valid = parsed as Static<typeof SandboxEnvironment>;
  return {
    port: valid.SANDBOX_PORT,
    host: valid.SANDBOX_HOST,
    databasePath: valid.SANDBOX_DATABASE,
    production: valid.NODE_ENV === 'production',
    logLevel: valid.LOG_LEVEL,
    publicUrl: valid.SANDBOX_PUBLIC_URL,
    payPageOrigins: valid.SANDBOX_PAY_PAGE_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  };
}

function descriptionOf(schema: unknown): string | undefined {
  const description = (schema as { description?: unknown } | undefined)?.description;
  return typeof description === 'string' ? description : undefined;
}
