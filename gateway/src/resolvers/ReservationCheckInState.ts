import { toGraphQLEnum } from '../derive/enums.ts';
import type { ReservationCheckInStateResolvers } from '../graphql/resolvers.generated.ts';

const steps = ['GUEST_DETAILS_REQUIRED', 'ID_VERIFICATION_REQUIRED', 'CHECK_IN_COMPLETED'] as const;
const verificationStates = ['APPROVED', 'BANNED', 'DECLINED', 'REQUIRED', 'NOT_REQUIRED'] as const;

/** Spec §4: check-in starts at guest details and verification at not-required. */
export const ReservationCheckInState: ReservationCheckInStateResolvers = {
  state: (state) => toGraphQLEnum(state.state, steps, 'GUEST_DETAILS_REQUIRED'),
  idVerificationState: (state) =>
    toGraphQLEnum(state.idVerificationState, verificationStates, 'NOT_REQUIRED'),
};
