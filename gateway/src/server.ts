import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import { gatewayApp, serverOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

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
const app = Fastify(serverOptions(config));
await app.register(gatewayApp, { config });

// On SIGINT/SIGTERM: stop accepting, let in-flight requests finish (close drains them and ends
// subscriptions through yoga.dispose), but give up after 10 s.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info({ environment: config.environment, coreApi: config.coreApi.baseUrl }, 'gateway ready');
