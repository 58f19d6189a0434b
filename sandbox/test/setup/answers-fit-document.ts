import { subscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, expect } from 'vitest';
import { operationOf, problemsWithAnswer } from '../document.ts';

// Every answer any sandbox gives in this test suite is checked against the committed API
// document (sandbox/openapi.json): its status must be one the operation documents and its body
// must fit the schema, so the document says what the API really answers. A test that received a
// misfit fails after it ran, naming the call and what does not fit.
//
// Fastify announces each new instance on the `fastify.initialization` diagnostics channel, before
// any plugin or route, which is where the hooks below go: no sandbox code knows about them.
//
// Bodies are checked twice: as the handler returned them, before the response serializer
// (fast-json-stringify) writes them, since it would write a `null` in a field typed as a string
// as "" and hide that the document does not allow it; and as sent, which covers answers written
// as text (the cached reservation, a replayed idempotent answer).

const misfits: string[] = [];

function record(request: FastifyRequest, status: number, body: unknown, stage: string) {
  const operation = operationOf(request.method, request.routeOptions.url ?? '');
  for (const problem of problemsWithAnswer(operation, status, body)) {
    misfits.push(
      `${request.method} ${request.routeOptions.url ?? request.url} → ${status} (${stage}): ${problem}`,
    );
  }
}

function checkAnswers(fastify: FastifyInstance) {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const serialize = reply.serialize.bind(reply);
    reply.serialize = (payload: unknown) => {
      record(request, reply.statusCode, payload, 'before serializing');
      return serialize(payload);
    };
  });
  fastify.addHook('preSerialization', async (request, reply, payload) => {
    record(request, reply.statusCode, payload, 'before serializing');
    return payload;
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    // A HEAD answer is the GET answer without its body, checked as that before serializing.
    if (request.method === 'HEAD') return payload;
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? String(payload) : '';
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (text === '' || isJson) {
      record(request, reply.statusCode, text === '' ? undefined : JSON.parse(text), 'as sent');
    }
    return payload;
  });
}

subscribe('fastify.initialization', (message) => {
  checkAnswers((message as { fastify: FastifyInstance }).fastify);
});

/** The misfits recorded since the last test ended, taken (for the test of this check itself). */
export function takeMisfits(): string[] {
  return misfits.splice(0);
}

afterEach(() => {
  const found = takeMisfits();
  expect(found, 'answers that do not fit sandbox/openapi.json').toEqual([]);
});
