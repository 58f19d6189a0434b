import type { FastifyRequest } from 'fastify';

// Access tokens travel in the authorization header and card details in the pay page's body. The
// request log carries neither (see `requestLogFields`), and these paths are censored wherever a
// log line would carry them anyway: a debugging serializer, an error object holding the request,
// a hand-written `log.info({ body })`.
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'accessToken',
  '*.accessToken',
  'body.number',
  'body.cvv',
  'req.body.number',
  'req.body.cvv',
  'number',
  'cvv',
  'otp',
  'body.otp',
];

const redact = { paths: redactedLogPaths, censor: '[redacted]' };

/**
 * What a request line says about the request: its method and the route it matched as declared
 * (`/check-in/:slug`), never the URL. Paths carry slugs and ids, query strings booking numbers,
 * last names and e-mails (`GET /check-in?lastName=`, `GET /_sandbox/outbox?to=`): a slug is a
 * reservation's credential and the rest is personal data. A request no route matched is logged
 * without any of its path.
 */
export function requestLogFields(request: FastifyRequest): { method: string; route: string } {
  return { method: request.method, route: request.routeOptions?.url ?? '(no route)' };
}

const serializers = { req: requestLogFields };

/**
 * The caller's logger options (or `true`) with redaction and the private request line always
 * on; `false` stays off.
 */
export function withLogPrivacy(logger: boolean | object | undefined): boolean | object {
  if (!logger) return false;
  return logger === true ? { redact, serializers } : { ...logger, redact, serializers };
}
