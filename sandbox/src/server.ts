import closeWithGrace from 'close-with-grace';
import { loadSandboxConfig, type SandboxConfig, SandboxConfigError } from './config.ts';
import { createSandbox } from './index.ts';

// The process entry: reads and checks the environment (config.ts), starts the sandbox on its port and closes
// it gracefully on SIGINT/SIGTERM. Works from the repo root and from sandbox/ alike.

let config: SandboxConfig;
try {
  config = loadSandboxConfig(process.env);
} catch (error) {
  if (!(error instanceof SandboxConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const prettyLogs = process.stdout.isTTY && !config.production;
const sandbox = await createSandbox({
  databasePath: config.databasePath,
  production: config.production,
  payPageOrigins: config.payPageOrigins,
  ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
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
