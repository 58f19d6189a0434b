import type { FastifyPluginAsync } from 'fastify';
import { clockPlugin } from './plugins/clock.ts';
import { databasePlugin } from './plugins/database.ts';
import { deadlinePlugin } from './plugins/deadline.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { publicOriginPlugin } from './plugins/public-origin.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { unknownRoutesPlugin } from './plugins/unknown-routes.ts';
import { routes } from './routes/index.ts';

/** Above the longest id or slug the schemas accept, so schema validation names the field. */
export const routerOptions = { maxParamLength: 500 };

export interface AppOptions {
  databasePath: string;
  production: boolean;
  payPageOrigins?: string[];
  /** Where browsers reach the sandbox's pages; the request's own host when unset. */
  publicUrl?: string;
  now?: () => Date;
}

/** The root plugin: external plugins, then the app's decorators, then encapsulated routes. */
export const app: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  await fastify.register(unknownRoutesPlugin, routerOptions);
  await fastify.register(swaggerPlugin);
  await fastify.register(errorHandlerPlugin);
  await fastify.register(clockPlugin, options.now ? { now: options.now } : {});
  await fastify.register(databasePlugin, { databasePath: options.databasePath });
  await fastify.register(idempotencyPlugin);
  await fastify.register(deadlinePlugin);
  await fastify.register(publicOriginPlugin, { publicUrl: options.publicUrl });
  await fastify.register(routes, {
    production: options.production,
    payPageOrigins: options.payPageOrigins ?? [],
  });
};
