import type { HelpContentResolvers } from '../../graphql/resolvers.generated.ts';

export const HelpContent: HelpContentResolvers = {
  checkOut: (content) => content.articles['check-out'],
  access: (content) => content.articles.access,
  apartment: (content) => content.articles.apartment,
  reservation: (content) => content.articles.reservation,
};
