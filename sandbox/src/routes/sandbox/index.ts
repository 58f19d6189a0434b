import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { badRequest } from '../../errors.ts';
import { createTestReservation } from '../../repositories/bookings.ts';
import { Envelope, errorResponses, NoContent } from '../../schemas/common.ts';
import {
  ClockRequest,
  OutboxMessage,
  TestReservationCreated,
  TestReservationRequest,
} from '../../schemas/sandbox.ts';
import { reseed } from '../../seed/index.ts';
import { refuseInProduction } from './production-guard.ts';

export interface SandboxHelperOptions {
  /** In production the helpers exist (and are documented) but refuse every call with 403. */
  production: boolean;
}

const tags = ['sandbox'];
const refusals = errorResponses(403);

/** The test helpers of sandbox-contract.md, exactly as written there. */
export const sandboxHelperRoutes: FastifyPluginAsyncTypebox<SandboxHelperOptions> = async (
  fastify,
  options,
) => {
  fastify.addHook('onRequest', refuseInProduction(options.production));

  // curl -X POST without a body (or with an empty JSON body) means "all defaults". `curl -d`
  // without a content-type header labels JSON as a form: read it as JSON too.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = String(body).trim();
      if (text === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(badRequest('INVALID_JSON', 'The body is not valid JSON', 'body'));
      }
    },
  );
  fastify.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
  });

  fastify.post(
    '/reset',
    {
      schema: {
        tags,
        summary: 'Put the database back to its seed',
        response: { 204: NoContent, ...refusals },
      },
    },
    async (_request, reply) => {
      await reseed(fastify.db, fastify.clock.now());
      return reply.status(204).send(null);
    },
  );

  fastify.post(
    '/reservations',
    {
      schema: {
        tags,
        summary: 'Create a reservation for a test (every field optional)',
        body: TestReservationRequest,
        response: { 201: Envelope(TestReservationCreated), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const created = await createTestReservation(fastify.db, request.body, fastify.clock.now());
      return reply.status(201).send({ data: created });
    },
  );

  fastify.get(
    '/outbox',
    {
      schema: {
        tags,
        summary: 'Every one-time code the sandbox "sent", newest first',
        querystring: Type.Object({
          to: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
        }),
        response: { 200: Envelope(Type.Array(OutboxMessage)), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      let query = fastify.db
        .selectFrom('outbox')
        .select(['to', 'subject', 'code', 'idempotencyKey', 'sentAt'])
        .orderBy('sentAt', 'desc')
        .orderBy(sql`rowid`, 'desc');
      const { to } = request.query;
      if (to !== undefined) query = query.where('to', '=', to.trim().toLowerCase());
      return { data: await query.execute() };
    },
  );

  fastify.put(
    '/clock',
    {
      schema: {
        tags,
        summary: 'Move the sandbox clock (check-out windows, door keys, cleaning slots follow it)',
        body: ClockRequest,
        response: { 204: NoContent, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      fastify.clock.set(new Date(request.body.now), { frozen: request.body.frozen === true });
      return reply.status(204).send(null);
    },
  );

  fastify.delete(
    '/clock',
    {
      schema: {
        tags,
        summary: 'Put the sandbox clock back to real time',
        response: { 204: NoContent, ...refusals },
      },
    },
    async (_request, reply) => {
      fastify.clock.reset();
      return reply.status(204).send(null);
    },
  );
};
