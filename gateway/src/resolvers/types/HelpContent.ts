import { toEntityId } from '../../graphql/global-id.ts';
import type { HelpContentResolvers } from '../../graphql/resolvers.generated.ts';

export const HelpContent: HelpContentResolvers = {
  // One property's help centre in one language: the same centre serves several properties.
  id: (content) => toEntityId('HelpContent', `${content.propertyId}/${content.language}`),
  checkOut: (content) => content.articles['check-out'],
  access: (content) => content.articles.access,
  apartment: (content) => content.articles.apartment,
  reservation: (content) => content.articles.reservation,
};
