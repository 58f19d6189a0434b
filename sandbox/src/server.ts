import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { createSandbox } from './index.ts';

// The process entry: reads and checks the environment, starts the sandbox on its port and closes
// it gracefully on SIGINT/SIGTERM. Works from the repo root and from sandbox/ alike.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Config {
  port: number;
  host: string;
  databasePath: string;
  production: boolean;
  logLevel: string;
  payPageOrigins: string[];
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function readConfig(env: NodeJS.ProcessEnv): Config {
  const problems: string[] = [];
  const rawPort = env.SANDBOX_PORT ?? '4010';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65_535) {
    problems.push(`SANDBOX_PORT must be a port number from 1 to 65535, got '${rawPort}'`);
  }
  const host = env.SANDBOX_HOST ?? 'localhost';
  if (host.trim() === '') problems.push('SANDBOX_HOST must not be empty');
  const databasePath = env.SANDBOX_DATABASE ?? resolve(repoRoot, 'data/sandbox.sqlite');
  if (databasePath.trim() === '') problems.push('SANDBOX_DATABASE must not be empty');
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!logLevels.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got '${logLevel}'`);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const payPageOrigins = (env.SANDBOX_PAY_PAGE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of payPageOrigins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      problems.push(
        `SANDBOX_PAY_PAGE_ORIGINS must list origins such as https://guest.example.com, got '${origin}'`,
      );
    }
  }
  if (problems.length > 0) {
    console.error(`Sandbox configuration is invalid:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  return {
    port,
    host,
    databasePath,
    production: nodeEnv === 'production',
    logLevel,
    payPageOrigins,
  };
}

const config = readConfig(process.env);
const prettyLogs = process.stdout.isTTY && !config.production;
const sandbox = await createSandbox({
  databasePath: config.databasePath,
  production: config.production,
  payPageOrigins: config.payPageOrigins,
  logger: {
    level: config.logLevel,
    ...(prettyLogs
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  },
});

closeWithGrace({ delay: 5_000, logger: sandbox.log }, async ({ err, signal }) => {
  if (err) sandbox.log.error({ err }, 'closing after an error');
  else sandbox.log.info({ signal }, 'closing');
  await sandbox.close();
});

try {
  // Fastify binds every address `localhost` resolves to (127.0.0.1 and ::1), so both stacks reach it.
  await sandbox.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `sandbox listening at ${address}`,
  });
  sandbox.log.info(
    { database: config.databasePath, production: config.production },
    'sandbox ready',
  );
} catch (error) {
  sandbox.log.error({ err: error }, `could not listen on ${config.host}:${config.port}`);
  await sandbox.close();
  process.exit(1);
}
