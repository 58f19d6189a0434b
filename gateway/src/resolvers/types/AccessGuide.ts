import { toEntityId } from '../../graphql/global-id.ts';
import type { AccessGuideResolvers } from '../../graphql/resolvers.generated.ts';

export const AccessGuide: AccessGuideResolvers = {
  id: (guide) => toEntityId('AccessGuide', guide.id),
  guideId: (guide) => guide.id,
};
