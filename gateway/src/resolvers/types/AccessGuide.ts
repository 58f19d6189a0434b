import type { AccessGuideResolvers } from '../../graphql/resolvers.generated.ts';

export const AccessGuide: AccessGuideResolvers = {
  guideId: (guide) => guide.id,
};
