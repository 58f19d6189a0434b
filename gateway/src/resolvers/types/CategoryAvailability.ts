import type { CategoryAvailabilityResolvers } from '../../graphql/resolvers.generated.ts';

export const CategoryAvailability: CategoryAvailabilityResolvers = {
  rates: (quote) => quote.rates.map((rate) => ({ ...rate, currencyCode: quote.currencyCode })),
};
