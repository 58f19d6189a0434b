import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this gain less from compression than the encoding header costs. */
const compressionThresholdBytes = 1024;

const { BROTLI_MODE_TEXT, BROTLI_PARAM_MODE, BROTLI_PARAM_QUALITY } = constants;

/**
 * Brotli's level for answers made per request, for browsers without zstd (Safari). Level 3 rather
 * than the plugin's 4: on a drawn stay page (37 KB) it is 4% larger (11.2 KB against 10.8 KB, a
 * few milliseconds on slow 4G) and halves what compressing costs the gateway, from about 12% of
 * its busy time in `bench:render` to 6% (0.4-0.5 ms less per page, 2026-11-30). The build's own
 * files are compressed at the highest level once, when they are built.
 */
const brotliQuality = 3;

/**
 * Answers in memory up to this size are compressed in one call rather than through a zlib stream
 * on libuv's threadpool. The plugin's default on two cores is 8 KB, which sent every drawn page
 * and the larger GraphQL answers through a stream: a 37 KB stay page cost 0.65-0.75 ms of CPU that
 * way, 0.4 ms in one call (brotli at level 4, 2026-11-30). At 64 KB the call holds the event loop
 * under a millisecond, less than drawing the page did.
 */
const compressInOneCallBytes = 64 * 1024;

/** Answers the client reads as they arrive: buffering them would hold subscription events back. */
const streamedContentType = /^(?:text\/event-stream|multipart\/mixed)/;

/**
 * Compresses dynamic answers (drawn pages, GraphQL results, GraphiQL, JSON errors) above 1 KB:
 * zstd at its default level (3) where the browser takes it (Chromium and Firefox, so the phones
 * of most guests), else brotli at a fast level (`brotliQuality`), else gzip. zstd first because it
 * is the cheapest for the gateway at the same size: a drawn stay page of 37 KB becomes 11.3 KB in
 * 0.16 ms of CPU, against 11.2 KB in 0.32 ms as brotli at level 3 and 10.8 KB in 0.55 ms as gzip
 * at its default level (Node 24, one call each, 2026-11-30, `npm run bench:compression`). The web
 * client's static files arrive with the build's brotli and gzip copies and are left alone (they
 * already carry `Content-Encoding`); event streams are never compressed, so each subscription
 * event reaches the browser at once.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: compressionThresholdBytes,
    syncThreshold: compressInOneCallBytes,
    brotliOptions: {
      params: { [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, [BROTLI_PARAM_QUALITY]: brotliQuality },
    },
    encodings: ['zstd', 'br', 'gzip'],
  });
}

/** Compression as a named plugin, so the routes that rely on it can name it as a dependency. */
export const compression = fp(registerCompression, { name: 'gateway-compression', fastify: '5.x' });

export function isFetchResponse(value: unknown): value is Response {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Response>).arrayBuffer === 'function'
  );
}

/**
 * Hands a Fetch `Response` (Yoga's answers are @whatwg-node's, which @fastify/compress does not
 * recognise) to the reply: status and headers, then a buffered body for single results, so
 * compression and `Content-Length` apply, or the body stream as is for streamed answers.
 */
export async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (response.body === null) return reply.send();
  if (streamedContentType.test(contentType)) return reply.send(response.body);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}
