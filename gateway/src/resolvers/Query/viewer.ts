import type { QueryResolvers } from '../../graphql/resolvers.generated.ts';
import { loadViewer } from '../../steps/viewer.ts';

/** The signed-in customer's account; no session, no upstream call. */
export const viewerQueries: Pick<QueryResolvers, 'viewer'> = {
  viewer: async (_, __, { session, loaders }) => {
    if (!session) return null;
    return (await loadViewer(loaders)) ?? null;
  },
};
