import { randomUUID } from 'node:crypto';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino from 'pino';

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** Tokens, cookies, API keys and card data never reach the logs. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.token',
  '*.accessToken',
  '*.password',
  '*.otp',
  '*.cardNumber',
  '*.cvv',
  '*.variables.input.cardNumber',
  '*.variables.input.cvv',
];

/**
 * Logger and request-id options: an incoming `x-request-id` is kept when it is well-formed
 * (so one id follows a request through proxy, gateway and core API), otherwise a new one.
 */
export function loggingOptions(
  level: string,
  options: { pretty: boolean } = { pretty: false },
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    logController: new CompactRequestLog(),
    logger: {
      level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      // Readable lines for a developer at a terminal; JSON everywhere else.
      ...(options.pretty
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l' } } }
        : level === 'silent'
          ? {}
          : { stream: bufferedStdout() }),
    },
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming)
        ? incoming
        : randomUUID();
    },
  };
}

const flushEveryMs = 1000;
let stdout: ReturnType<typeof pino.destination> | undefined;

/**
 * Standard output, written in batches of 12 KB (sonic-boom caps one write at 16 KB) instead of one
 * write per line: a system call per log line was the gateway's largest cost after execution, and
 * 4 KB batches still cost a tenth of a cached answer. A timer flushes whatever waits every second,
 * and pino flushes synchronously on exit, so lines are late by at most a second and are not lost
 * on a normal or signalled exit (a hard kill can lose the last second).
 */
function bufferedStdout(): ReturnType<typeof pino.destination> {
  if (!stdout) {
    const destination = pino.destination({ dest: 1, sync: false, minLength: 12_288 });
    setInterval(() => destination.flush(), flushEveryMs).unref();
    stdout = destination;
  }
  return stdout;
}

function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/**
 * One line per request, when it completes: id (the logger's binding), method, path, status and
 * duration, at `info` (or `error` with the error). Fastify's default writes two lines per request
 * (received, completed) with nested request and response objects through the serializers; this
 * keeps the same facts in one flat line. Routes with `logLevel: 'warn'` (probes, metrics) stay
 * silent; Fastify's error logs are unchanged. The success line holds four fixed fields and no
 * caller data, so it skips the redaction pass (a tenth of a cached answer's cost); error lines
 * keep it.
 */
export class CompactRequestLog extends LogController {
  readonly #unredacted = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      // The query string stays out: `?slug=` on pages and GraphQL GET variables (subscriptions
      // over EventSource) carry reservation slugs, which open the stay and its doors.
      url: pathOf(request.url),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if ((reply.log as unknown as pino.Logger).isLevelEnabled('info')) {
      this.#unredactedOf(request.server.log).info(
        { reqId: request.id, ...line },
        'request completed',
      );
    }
  }

  #unredactedOf(root: FastifyBaseLogger): FastifyBaseLogger {
    let logger = this.#unredacted.get(root);
    if (!logger) {
      logger = root.child({}, { redact: { paths: [] } });
      this.#unredacted.set(root, logger);
    }
    return logger;
  }
}
