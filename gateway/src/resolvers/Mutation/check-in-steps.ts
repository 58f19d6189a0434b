import { toGraphQLEnum } from '../../derive/enums.ts';
import { guestDetailsBody } from '../../derive/guest-details.ts';
import { type ArgumentOf, inArguments } from '../../errors/gateway-error.ts';
import { failureLogFields, reportedUserError } from '../../errors/user-error.ts';
import type { GatewayContext } from '../../graphql/context.ts';
import type { MutationResolvers } from '../../graphql/resolvers.generated.ts';
import { IdentityVerificationStatus } from '../../graphql/schema-types.generated.ts';
import { reservationAfterWrite } from '../../steps/reservation-writes.ts';
import { startIdentityVerification, submitGuestDetails } from '../../upstream/check-in-steps.ts';
import type { ReservationStateDto } from '../../upstream/dto.ts';

/**
 * Online check-in steps by slug (no login). Each answers with the check-in state read afresh
 * from GET /reservation-state/{id} and the reservation read again, like every other write: the
 * step's own answer is the write, the state is the read model every other screen uses.
 */
export const checkInStepMutations: Pick<
  MutationResolvers,
  'submitGuestDetails' | 'startIdentityVerification'
> = {
  submitGuestDetails: async (_, { slug, input }, context) => {
    try {
      const progress = await inArguments(guestDetailsArgument, () =>
        submitGuestDetails(context.upstream, slug, guestDetailsBody(input)),
      );
      return {
        ok: true,
        checkInState: await freshCheckInState(context, progress.reservationId),
        reservation: await reservationAfterWrite(context.loaders, slug),
        error: null,
      };
    } catch (error) {
      return {
        ok: false,
        checkInState: null,
        reservation: await reservationAfterWrite(context.loaders, slug),
        error: reportedUserError(error, context.logger),
      };
    }
  },

  startIdentityVerification: async (_, { slug }, context) => {
    try {
      const verification = await inArguments(
        slugArgument,
        () => startIdentityVerification(context.upstream, slug),
        'VERIFICATION_FAILED',
      );
      return {
        ok: true,
        verificationUrl: verification.providerUrl,
        verificationStatus: toGraphQLEnum(
          verification.status,
          IdentityVerificationStatus,
          'PENDING',
        ),
        checkInState: await freshCheckInState(context, verification.reservationId),
        reservation: await reservationAfterWrite(context.loaders, slug),
        error: null,
      };
    } catch (error) {
      return {
        ok: false,
        verificationUrl: null,
        verificationStatus: null,
        checkInState: null,
        reservation: await reservationAfterWrite(context.loaders, slug),
        error: reportedUserError(error, context.logger),
      };
    }
  },
};

const slugArgument: ArgumentOf = (upstreamField) => (upstreamField === 'slug' ? 'slug' : undefined);

/** The core API names the details' fields as the `input` argument does (`address.zipCode`). */
const guestDetailsArgument: ArgumentOf = (upstreamField) => {
  if (upstreamField === 'slug') return 'slug';
  const [name, nested] = upstreamField.split('.');
  if (name === 'address') {
    return nested && addressFields.has(nested) ? `input.address.${nested}` : 'input.address';
  }
  return name && guestDetailsFields.has(name) ? `input.${name}` : undefined;
};

const guestDetailsFields = new Set([
  'firstName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'email',
  'phone',
  'arrivalPurpose',
]);
const addressFields = new Set(['addressLine1', 'addressLine2', 'zipCode', 'city', 'countryCode']);

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
