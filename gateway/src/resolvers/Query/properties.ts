import type { QueryResolvers } from '../../graphql/resolvers.generated.ts';

/** Root fields that read properties and their content. */
export const propertyQueries: Pick<QueryResolvers, 'property'> = {
  property: async (_, { key }, { loaders }) => {
    if (key.trim().length === 0) return null;
    return (await loaders.propertyByKey.load(key.trim())) ?? null;
  },
};
