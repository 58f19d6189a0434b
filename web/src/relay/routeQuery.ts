import {
  type Environment,
  type GraphQLTaggedNode,
  loadQuery,
  type PreloadedQuery,
} from 'react-relay';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';

/**
 * Route loaders start a query on every navigation; each reference retains its data until
 * disposed. Only the latest reference of a route is in use, so the previous one is released.
 */
export function createRouteQueryLoader<TQuery extends OperationType>(
  environment: Environment,
  /**
   * The query, or only its parameters (`query … @preloadable`, `import q from
   * './__generated__/<Query>$parameters.ts'`): then the query's selections stay in the screen's
   * chunk instead of the entry, and Relay normalises the answer once the screen has loaded.
   */
  query: GraphQLTaggedNode | PreloadableConcreteRequest<TQuery>,
) {
  let latest: PreloadedQuery<TQuery> | null = null;
  return (variables: TQuery['variables']): PreloadedQuery<TQuery> => {
    const next = loadQuery<TQuery>(environment, query, variables);
    latest?.dispose();
    latest = next;
    return next;
  };
}
