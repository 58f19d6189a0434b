import { cancellationTypeOf } from '../../derive/reservation.ts';
import type { CancellationPolicyResolvers } from '../../graphql/resolvers.generated.ts';

export const CancellationPolicy: CancellationPolicyResolvers = {
  isFreeCancellationAvailable: (policy) => policy.isFreeCancellationAvailable ?? false,
  isOnlineTravelAgency: (policy) => policy.isOTA ?? false,
  freeCancellationEndDate: (policy) => policy.freeCancellationEndDate ?? null,
  cancellationType: (policy) => cancellationTypeOf(policy),
};
