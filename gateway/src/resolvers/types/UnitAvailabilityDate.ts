import type { UnitAvailabilityDateResolvers } from '../../graphql/resolvers.generated.ts';

export const UnitAvailabilityDate: UnitAvailabilityDateResolvers = {
  type: (date) => (date.type === 'start-date' ? 'START_DATE' : 'END_DATE'),
};
