import type { QueryResolvers } from '../../graphql/resolvers.generated.ts';

/** An order of a reservation; the slug is the credential the core API checks (`x-slug`). */
export const orderQueries: Pick<QueryResolvers, 'order'> = {
  order: async (_, { slug, orderId }, { loaders }) => {
    if (slug.trim().length === 0 || orderId.trim().length === 0) return null;
    return (await loaders.orderBySlugAndId.load({ slug, orderId })) ?? null;
  },
};
