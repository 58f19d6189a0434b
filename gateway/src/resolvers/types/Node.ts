import { nodeTypeOf } from '../../graphql/global-id.ts';
import type { NodeResolvers } from '../../graphql/resolvers.generated.ts';

export const Node: NodeResolvers = {
  __resolveType: (value) => nodeTypeOf(value),
};
