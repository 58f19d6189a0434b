import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { app, routerOptions } from './app.ts';
import { withLogPrivacy } from './logging.ts';
import { answerFrameworkError } from './plugins/error-handler.ts';
import { strictSchemaController } from './plugins/strict-validation.ts';

export interface SandboxOptions {
  /** SQLite file, or ':memory:' (the default, for tests). Created, migrated and seeded if empty. */
  databasePath?: string;
  /**
   * Fastify logger options; off by default so tests stay quiet. Secrets are always redacted and
   * request lines name the route, never the URL (see logging.ts).
   */
  logger?: boolean | object;
  /** Production mode refuses the /_sandbox test helpers. */
  production?: boolean;
  /** The base clock; `PUT /_sandbox/clock` moves relative to it. */
  now?: () => Date;
  /**
   * Browser origins, besides loopback hosts, that may post cards to the pay page (CORS), e.g. the
   * guest app's origin in a deployment.
   */
  payPageOrigins?: string[];
  /**
   * The address browsers reach the sandbox at (its identity provider and partner pages), e.g.
   * `https://sandbox.example.com`; without it, the host each request came to.
   */
  publicUrl?: string;
}

/** A ready (migrated, seeded) sandbox that is not listening yet. */
export async function createSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: withLogPrivacy(options.logger),
    routerOptions,
    frameworkErrors: answerFrameworkError,
    // removeAdditional off: where a schema forbids unknown fields they are refused with a 400
    // naming them, not silently dropped. One error per answer keeps messages short. Bodies are
    // never coerced (strictBodyValidators); text parts (query, path, headers) are.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    schemaController: strictSchemaController,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // fp: the app's decorators (db, clock, swagger) stay visible on the returned instance.
  await fastify.register(fp(app), {
    databasePath: options.databasePath ?? ':memory:',
    production: options.production ?? false,
    payPageOrigins: options.payPageOrigins ?? [],
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await fastify.ready();
  return fastify;
}
