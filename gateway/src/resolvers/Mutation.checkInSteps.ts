import { failureLogFields, reportedUserError } from '../errors/user-error.ts';
import type { GatewayContext } from '../graphql/context.ts';
import type { GuestDetailsInput, MutationResolvers } from '../graphql/resolvers.generated.ts';
import { startIdentityVerification, submitGuestDetails } from '../upstream/core-api.ts';
import type { ReservationStateDto } from '../upstream/dto.ts';

const verificationStatuses = {
  pending: 'PENDING',
  approved: 'APPROVED',
  declined: 'DECLINED',
} as const;

/**
 * Online check-in steps by slug (no login). Each answers with the check-in state read afresh
 * from GET /reservation-state/{id}: the step's own answer is the write, the state is the read
 * model every other screen uses.
 */
export const checkInStepMutations: Pick<
  MutationResolvers,
  'submitGuestDetails' | 'startIdentityVerification'
> = {
  submitGuestDetails: async (_, { slug, input }, context) => {
    try {
      const progress = await submitGuestDetails(context.upstream, slug, guestDetailsBody(input));
      return {
        ok: true,
        checkInState: await freshCheckInState(context, progress.reservationId),
        error: null,
      };
    } catch (error) {
      return { ok: false, checkInState: null, error: reportedUserError(error, context.logger) };
    }
  },

  startIdentityVerification: async (_, { slug }, context) => {
    try {
      const verification = await startIdentityVerification(context.upstream, slug);
      return {
        ok: true,
        verificationUrl: verification.providerUrl,
        verificationStatus: verificationStatuses[verification.status],
        checkInState: await freshCheckInState(context, verification.reservationId),
        error: null,
      };
    } catch (error) {
      return {
        ok: false,
        verificationUrl: null,
        verificationStatus: null,
        checkInState: null,
        error: reportedUserError(error, context.logger),
      };
    }
  },
};

/** The upstream body: enum values in the core API's spelling, country codes upper-case. */
export function guestDetailsBody(input: GuestDetailsInput) {
  const { address } = input;
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    dateOfBirth: input.dateOfBirth,
    nationality: input.nationality.trim().toUpperCase(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    address: {
      addressLine1: address.addressLine1.trim(),
      ...(address.addressLine2?.trim() ? { addressLine2: address.addressLine2.trim() } : {}),
      zipCode: address.zipCode.trim(),
      city: address.city.trim(),
      countryCode: address.countryCode.trim().toUpperCase(),
    },
    arrivalPurpose: input.arrivalPurpose.toLowerCase(),
  };
}

/**
 * A state read earlier in this request would be stale after the write. The step already
 * happened: a failed read answers null, so the guest is not told to repeat an accepted step
 * (nor loses the identity provider's page).
 */
async function freshCheckInState(
  { loaders, logger }: GatewayContext,
  reservationId: string,
): Promise<ReservationStateDto | null> {
  try {
    return await loaders.reservationState.clear(reservationId).load(reservationId);
  } catch (error) {
    logger.warn(failureLogFields(error), 'check-in state read after a step failed');
    return null;
  }
}
