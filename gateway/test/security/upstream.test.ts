import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway } from '../support/gateway.ts';
import { coreReservationBody } from '../support/mock-core-api.ts';
import { corpusDocuments, expectNothingInternal, persisted, productionEnv } from './support.ts';

// The security corpus, part 4: a core API that stalls, dies or answers too much. The gateway
// runs as production does, against a real socket that misbehaves in the way each probe names.
type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;

let behaviour: Behaviour = () => undefined;
let server: Server;
let gateway: FastifyInstance;
const timeoutMs = 300;
const maxResponseBytes = 1_048_576;

beforeAll(async () => {
  server = createServer((request, response) => behaviour(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway = await buildTestGateway({
    coreApiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    persistedDocuments: corpusDocuments,
    env: {
      ...productionEnv,
      CORE_API_TIMEOUT_MS: String(timeoutMs),
      CORE_API_MAX_RESPONSE_BYTES: String(maxResponseBytes),
    },
  });
});
afterEach(() => {
  server.closeAllConnections();
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => server.close(resolve));
});

const stay = () => persisted(gateway, 'Stay', { slug: 'demo-stay-helsinki' });

describe('security corpus: a stalled or killed core API', () => {
  it.each<[string, Behaviour]>([
    ['never answers', () => undefined],
    ['hangs up without an answer', (request) => request.socket.destroy()],
    [
      'sends headers, then stalls mid-body',
      (_, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"data":{"slug":');
      },
    ],
  ])('answers network, within the timeout and its retries, when it %s', async (_, misbehave) => {
    behaviour = misbehave;
    const started = performance.now();
    const answer = await stay();
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'NETWORK' });
    expect(answer.body.data).toEqual({ reservation: null });
    expectNothingInternal(answer);
    // Three attempts of the timeout each, plus backoff: bounded, never the client's patience.
    expect(performance.now() - started).toBeLessThan(timeoutMs * 3 + 1500);
  });

  it('answers network when nothing listens any more', async () => {
    const gone = await buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      persistedDocuments: corpusDocuments,
      env: productionEnv,
    });
    try {
      const answer = await persisted(gone, 'Stay', { slug: 'demo-stay-helsinki' });
      expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'NETWORK' });
    } finally {
      await gone.close();
    }
  });
});

describe('security corpus: an oversized core API answer', () => {
  /**
   * Streams a reservation padded with `totalBytes` of a JSON string, in 64 KB chunks, counting
   * what the socket took.
   */
  function streaming(totalBytes: number, declareLength: boolean, written: { bytes: number }) {
    return (_: IncomingMessage, response: ServerResponse) => {
      const chunk = Buffer.alloc(65_536, 'a');
      const reservation = JSON.stringify(coreReservationBody.data).slice(0, -1);
      const prefix = `{"data":${reservation},"padding":"`;
      response.writeHead(200, {
        'content-type': 'application/json',
        ...(declareLength ? { 'content-length': String(totalBytes + prefix.length + 4) } : {}),
      });
      response.write(prefix);
      const pump = () => {
        while (written.bytes < totalBytes && !response.destroyed) {
          written.bytes += chunk.length;
          if (!response.write(chunk)) {
            response.once('drain', pump);
            return;
          }
        }
        if (!response.destroyed) response.end('"}}');
      };
      pump();
    };
  }

  it.each([
    ['with its length declared', true],
    ['streamed without a length', false],
  ])('refuses a 50 MB answer %s, reading little of it', async (_, declareLength) => {
    const written = { bytes: 0 };
    behaviour = streaming(50 * 1_048_576, declareLength, written);
    const answer = await stay();
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'UNKNOWN' });
    expect(answer.body.errors?.[0]?.message).toBe('Something went wrong');
    // The gateway dropped the connection: the core API got rid of a few socket buffers at most.
    expect(written.bytes).toBeLessThan(16 * 1_048_576);
  });

  it('still reads an answer just under the limit', async () => {
    const written = { bytes: 0 };
    behaviour = streaming(maxResponseBytes - 131_072, false, written);
    const answer = await stay();
    expect(answer.body).toEqual({
      data: { reservation: { slug: 's1', confirmationNumber: 'B1' } },
    });
  });
});
