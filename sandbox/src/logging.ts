// Access tokens travel in the authorization header and card details in the pay page's body. The
// request log carries neither (Fastify's request serializer keeps method and URL), and these
// paths are censored wherever a log line would carry them anyway: a debugging serializer, an
// error object holding the request, a hand-written `log.info({ body })`.
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

/** The caller's logger options (or `true`) with redaction always on; `false` stays off. */
export function withRedaction(logger: boolean | object | undefined): boolean | object {
  if (!logger) return false;
  return logger === true ? { redact } : { ...logger, redact };
}
