import { toGraphQLEnum } from '../../derive/enums.ts';
import type { ReservationCheckInStateResolvers } from '../../graphql/resolvers.generated.ts';
import { CheckInStep, IdVerificationState } from '../../graphql/schema-types.generated.ts';

/** Spec §4: check-in starts at guest details and verification at not-required. */
export const ReservationCheckInState: ReservationCheckInStateResolvers = {
  state: (state) => toGraphQLEnum(state.state, CheckInStep, 'GUEST_DETAILS_REQUIRED'),
  idVerificationState: (state) =>
    toGraphQLEnum(state.idVerificationState, IdVerificationState, 'NOT_REQUIRED'),
};
