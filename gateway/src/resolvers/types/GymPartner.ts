import { toGraphQLEnum } from '../../derive/enums.ts';
import type { GymPartnerResolvers } from '../../graphql/resolvers.generated.ts';
import { GymAccessType } from '../../graphql/schema-types.generated.ts';

export const GymPartner: GymPartnerResolvers = {
  accessType: (gym) => toGraphQLEnum(gym.accessType, GymAccessType, 'UNKNOWN'),
};
