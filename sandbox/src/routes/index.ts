import type { FastifyPluginAsync } from 'fastify';
import { checkInRoutes } from './check-in/index.ts';
import { sandboxHelperRoutes } from './sandbox/index.ts';

// One line per area. Each area is an encapsulated plugin in its own folder.
export const routes: FastifyPluginAsync<{ production: boolean }> = async (fastify, options) => {
  await fastify.register(checkInRoutes);
  await fastify.register(sandboxHelperRoutes, {
    prefix: '/_sandbox',
    production: options.production,
  });
};
