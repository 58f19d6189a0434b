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
