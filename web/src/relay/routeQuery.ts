import {
  type Environment,
  type GraphQLTaggedNode,
  loadQuery,
  type PreloadedQuery,
} from 'react-relay';
import type { OperationType } from 'relay-runtime';

/**
 * Route loaders start a query on every navigation; each reference retains its data until
 * disposed. Only the latest reference of a route is in use, so the previous one is released.
 */
export function createRouteQueryLoader<TQuery extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
) {
  let latest: PreloadedQuery<TQuery> | null = null;
  return (variables: TQuery['variables']): PreloadedQuery<TQuery> => {
    const next = loadQuery<TQuery>(environment, query, variables);
    latest?.dispose();
    latest = next;
    return next;
  };
}
