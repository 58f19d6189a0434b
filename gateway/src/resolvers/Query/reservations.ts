import type { QueryResolvers } from '../../graphql/resolvers.generated.ts';
import { loadNode } from '../../steps/nodes.ts';
import { findCheckInReservation } from '../../upstream/reservations.ts';

/** Root fields that read reservations and refetch nodes. */
export const reservationQueries: Pick<
  QueryResolvers,
  'reservation' | 'checkInReservation' | 'node'
> = {
  // The slug is already well-formed here (`@identifier`): it cannot be empty or change the path.
  reservation: async (_, { slug }, { loaders }) =>
    (await loaders.reservationBySlug.load(slug)) ?? null,

  // Booking numbers are sequential: an IP that keeps missing is guessing them.
  checkInReservation: async (_, { lastName, bookingNumber }, context) => {
    const { upstream, loaders, attemptLimits, req } = context;
    if (lastName.trim().length === 0 || bookingNumber.trim().length === 0) return null;
    await attemptLimits.bookingLookup(req);
    const found = await findCheckInReservation(upstream, lastName.trim(), bookingNumber.trim());
    if (!found) {
      await attemptLimits.bookingLookupMissed(req);
      return null;
    }
    return (await loaders.reservationBySlug.load(found.slug)) ?? null;
  },

  node: (_, { id }, context) => loadNode(id, context),
};
