import type { FastifyBaseLogger } from 'fastify';
import type { UserError } from '../graphql/schema-types.generated.ts';
import { catalogueError, loggableFailure } from './catalogue.ts';
import { GatewayError } from './gateway-error.ts';

/**
 * Errors as data for mutation payloads (`{ ok: false, error }`): a catalogued failure keeps its
 * code, message and field; anything else is `UNKNOWN` with the generic text, so nothing internal
 * reaches the client. Use it in a mutation's catch, and rethrow nothing.
 */
export function userErrorOf(error: unknown): UserError {
  const classified = error instanceof GatewayError ? error.classified : catalogueError('UNKNOWN');
  return {
    code: classified.code,
    message: classified.message,
    field: classified.field ?? null,
    retryAfterSeconds: classified.retryAfterSeconds ?? null,
  };
}

/**
 * `userErrorOf`, after writing the failure to the log (spec §8 reports failures the screen only
 * shows as a message).
 */
export function reportedUserError(error: unknown, logger: FastifyBaseLogger): UserError {
  if (error instanceof GatewayError) logger.warn(failureLogFields(error), 'mutation refused');
  else logger.error(failureLogFields(error), 'mutation failed');
  return userErrorOf(error);
}

/**
 * Log fields for a failure: a catalogued one by its code and `loggableFailure` (never the error
 * object, whose `originalFailure` holds the upstream's message), anything else whole.
 */
export function failureLogFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof GatewayError)) return { err: error };
  const failure = error.originalFailure;
  return { code: error.classified.code, upstream: failure && loggableFailure(failure) };
}
