import type { FastifyRequest } from 'fastify';
import type { NameListInput } from '../domain/expand.ts';

/**
 * A `preValidation` hook that reads `$expand` or `$select` (comma-separated, or repeated) into
 * its names before the route's schema checks them as an array of known names (`NameList`).
 * `parse` refuses an unknown name with the parameter's own code (INVALID_EXPAND,
 * INVALID_SELECT), naming it and every supported name.
 */
export function readNameList(parameter: string, parse: (raw: NameListInput) => Iterable<string>) {
  return async (request: FastifyRequest) => {
    const query = request.query as Record<string, NameListInput>;
    if (query[parameter] !== undefined) query[parameter] = [...parse(query[parameter])];
  };
}
