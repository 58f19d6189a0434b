import type { GatewayContext } from '../../graphql/context.ts';
import { asNode, fromGlobalId } from '../../graphql/global-id.ts';
import type { QueryResolvers } from '../../graphql/resolvers.generated.ts';
import type { ReservationDto } from '../../upstream/dto.ts';
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

  node: async (_, { id }, { loaders, req }) => {
    const parsed = fromGlobalId(id);
    if (!parsed) return null;
    const load = {
      Reservation: () => reservationWithCredential(loaders, parsed.key, slugHeaderOf(req)),
      Property: () => loaders.propertyById.load(parsed.key),
      UnitCategory: () => loaders.unitCategoryById.load(parsed.key),
    }[parsed.type];
    const value = await load();
    return value ? asNode(parsed.type, value) : null;
  },
};

/** The `x-slug` request header: the credential a reservation's id alone does not carry. */
function slugHeaderOf(req: GatewayContext['req']): string | undefined {
  const value = req.headers['x-slug'];
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : undefined;
}

/**
 * A reservation by its id answers only to the slug that reads it (`reservation(slug:)`'s
 * credential): the id is opaque, and knowing it must not be enough.
 */
async function reservationWithCredential(
  loaders: GatewayContext['loaders'],
  reservationId: string,
  slug: string | undefined,
): Promise<ReservationDto | undefined> {
  if (!slug) return undefined;
  const reservation = await loaders.reservationBySlug.load(slug);
  return reservation?.id === reservationId ? reservation : undefined;
}
