import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import { gatewayApp, serverOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDrain } from './observability/draining.ts';
import { startTracing } from './observability/tracing.ts';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// Set here rather than in NODE_OPTIONS, which refuses this V8 flag: V8 reads it at each full
// collection, when it sets the next one's threshold (gateway/README.md, "Memory under a soak").
if (config.oldGenerationGrowthPercent > 0) {
  setFlagsFromString(`--heap-growing-percent=${config.oldGenerationGrowthPercent}`);
}
// Before the app: its spans need the tracer provider (off unless OTEL_* variables ask for it).
const stopTracing = await startTracing();
const app = Fastify(serverOptions(config));
const drain = createDrain();
await app.register(gatewayApp, { config, drain });

// On SIGINT/SIGTERM: drain first (keep accepting, answer not-ready, ask clients to close their
// connections; see observability/draining.ts), then stop accepting and let in-flight requests
// finish (close ends subscriptions through yoga.dispose), but give up after 10 s more.
closeWithGrace({ delay: config.shutdownDrainMs + 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  drain.start();
  if (!err) await sleep(config.shutdownDrainMs);
  await app.close();
  // The last spans (this shutdown's requests) leave before the process does.
  await stopTracing?.();
});

await app.listen({ port: config.port, host: config.host });
app.log.info({ environment: config.environment, coreApi: config.coreApi.baseUrl }, 'gateway ready');
