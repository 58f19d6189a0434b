import type { FastifyBaseLogger } from 'fastify';
import { toGraphQLEnum } from '../derive/enums.ts';
import type { ErrorCode as GraphQLErrorCode, UserError } from '../graphql/resolvers.generated.ts';
import { CatalogueError, catalogueError, errorCodes } from './catalogue.ts';

const graphqlErrorCodes = errorCodes.map((code) =>
  code.toUpperCase().replaceAll('-', '_'),
) as GraphQLErrorCode[];

/**
 * Errors as data for mutation payloads (`{ ok: false, error }`): a catalogued failure keeps its
 * code, message and field; anything else is `UNKNOWN` with the generic text, so nothing internal
 * reaches the client. Use it in a mutation's catch, and rethrow nothing.
 */
export function userErrorOf(error: unknown): UserError {
  const classified = error instanceof CatalogueError ? error.classified : catalogueError('unknown');
  return {
    code: toGraphQLEnum(classified.code, graphqlErrorCodes, 'UNKNOWN'),
    message: classified.message,
    field: classified.field ?? null,
  };
}

/**
 * `userErrorOf`, after writing the failure to the log (spec §8 reports failures the screen only
 * shows as a message). Only codes and statuses are logged: upstream messages may echo user input
 * such as an e-mail address.
 */
export function reportedUserError(error: unknown, logger: FastifyBaseLogger): UserError {
  if (error instanceof CatalogueError) {
    const failure = error.originalFailure;
    logger.warn(
      {
        code: error.classified.code,
        upstream: failure && {
          kind: failure.kind,
          ...('status' in failure ? { status: failure.status } : {}),
          ...('code' in failure ? { code: failure.code } : {}),
        },
      },
      'mutation refused',
    );
  } else {
    logger.error({ err: error }, 'mutation failed');
  }
  return userErrorOf(error);
}
