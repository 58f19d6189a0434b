import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, type ErrorEntry } from '../errors.ts';
import { requestLogFields } from '../logging.ts';
import { patternMessages } from '../schemas/common.ts';
import { addErrorResponses } from './route-schema.ts';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** `/guests/0/lastName` plus a missing `email` becomes `guests[0].lastName.email`-style paths. */
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const missing = issue.params.missingProperty;
  if (typeof missing === 'string') segments.push(missing);
  const additional = issue.params.additionalProperty;
  if (typeof additional === 'string') segments.push(additional);
  const path = segments
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`))
    .join('');
  const trimmed = path.startsWith('.') ? path.slice(1) : path;
  return trimmed === '' ? (context ?? 'body') : trimmed;
}

/** What the input must be, in words, e.g. `must be one of: none, valid, declining`. */
function requirementOf(issue: ValidationIssue): string {
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'enum':
      return `must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}`;
    case 'additionalProperties':
      return 'is not a field this call takes';
    case 'const':
      return `must be ${JSON.stringify(issue.params.allowedValue)}`;
    case 'pattern':
      return patternMessages.get(String(issue.params.pattern)) ?? issue.message ?? 'is invalid';
    default:
      return issue.message ?? 'is invalid';
  }
}

function validationEntries(error: FastifyError): ErrorEntry[] {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const entries = new Map<string, ErrorEntry>();
  for (const issue of issues) {
    const field = fieldOf(issue, error.validationContext);
    const message = `${field} ${requirementOf(issue)}`;
    entries.set(message, { code: 'INVALID_INPUT', message, field });
  }
  return [...entries.values()];
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Errors the router raises before any plugin runs (a malformed URL, a path segment longer than
 * `maxParamLength`): also answered in the envelope. Passed as Fastify's `frameworkErrors` option.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  return reply
    .status(status)
    .send({ errors: [{ code: error.code, message: error.message, field: 'path' }] });
}

/**
 * Every failure leaves in the envelope `{"errors":[...]}`: domain errors (ApiError) as thrown,
 * schema violations as INVALID_INPUT naming the field, body parse errors naming `body`, and
 * anything unexpected as a logged 500 whose details stay in the log.
 */
export const errorHandlerPlugin = fp(
  async (fastify) => {
    // What every route can answer through this handler: a schema violation (400) and the
    // unexpected (500); a route reading a body also a body over the size limit (413) or of a
    // media type it does not read (415).
    fastify.addHook('onRoute', (route) => {
      const readsBody = [route.method].flat().some((method) => bodyMethods.has(method));
      addErrorResponses(route, readsBody ? [400, 413, 415, 500] : [400, 500]);
    });

    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        return reply.status(error.statusCode).send({ errors: [error.toEntry()] });
      }
      if (error.validation) {
        return reply.status(400).send({ errors: validationEntries(error) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const field = error.code?.startsWith('FST_ERR_CTP') ? 'body' : undefined;
        const entry: ErrorEntry = { code: error.code ?? 'BAD_REQUEST', message: error.message };
        return reply.status(status).send({ errors: [field ? { ...entry, field } : entry] });
      }
      request.log.error({ err: error, ...requestLogFields(request) }, 'request failed');
      return reply
        .status(500)
        .send({ errors: [{ code: 'INTERNAL_ERROR', message: 'Something went wrong' }] });
    });
  },
  { name: 'error-handler' },
);
