import { type ArgumentOf, inArguments } from '../../errors/gateway-error.ts';
import type { QueryResolvers } from '../../graphql/resolvers.generated.ts';
import { fetchCategoryAvailability } from '../../upstream/availability.ts';

/** Root fields that read unit categories and quote them. */
export const availabilityQueries: Pick<QueryResolvers, 'unitCategory' | 'categoryAvailability'> = {
  unitCategory: async (_, { unitCategoryId }, { loaders }) => {
    if (unitCategoryId.trim().length === 0) return null;
    return (await loaders.unitCategoryById.load(unitCategoryId)) ?? null;
  },

  categoryAvailability: async (_, { input }, { upstream, loaders }) => {
    const quote = await inArguments(quoteArgument, () =>
      fetchCategoryAvailability(upstream, input),
    );
    // The quote carries the category and property whole: later reads by id reuse them.
    loaders.unitCategoryById.prime(quote.category.id, quote.category);
    loaders.propertyById.prime(quote.property.id, quote.property);
    return quote;
  },
};

/** The core API's query names for the `input` argument's fields. */
const quoteArgument: ArgumentOf = (upstreamField) => {
  const name = {
    startDateLocal: 'startDate',
    endDateLocal: 'endDate',
    propertyUnitCategoryId: 'unitCategoryId',
    adultCount: 'adultCount',
    childrenCount: 'childrenCount',
    voucherCode: 'voucherCode',
  }[upstreamField];
  return name && `input.${name}`;
};
