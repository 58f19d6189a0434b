import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

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
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      // Readable lines for a developer at a terminal; JSON everywhere else.
      ...(options.pretty
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l' } } }
        : {}),
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
