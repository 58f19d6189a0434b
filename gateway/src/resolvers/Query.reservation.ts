import { asNode, fromGlobalId } from '../graphql/global-id.ts';
import type { QueryResolvers } from '../graphql/resolvers.generated.ts';
import { findCheckInReservation } from '../upstream/core-api.ts';

/** Root fields that read reservations and refetch nodes. */
export const reservationQueries: Pick<
  QueryResolvers,
  'reservation' | 'checkInReservation' | 'node'
> = {
  reservation: async (_, { slug }, { loaders }) => {
    if (slug.trim().length === 0) return null;
    return (await loaders.reservationBySlug.load(slug)) ?? null;
  },

  checkInReservation: async (_, { lastName, bookingNumber }, { upstream, loaders }) => {
    if (lastName.trim().length === 0 || bookingNumber.trim().length === 0) return null;
    const found = await findCheckInReservation(upstream, lastName.trim(), bookingNumber.trim());
    if (!found) return null;
    return (await loaders.reservationBySlug.load(found.slug)) ?? null;
  },

  node: async (_, { id }, { loaders }) => {
    const parsed = fromGlobalId(id);
    if (!parsed) return null;
    const load = {
      Reservation: () => loaders.reservationBySlug.load(parsed.key),
      Property: () => loaders.propertyById.load(parsed.key),
      UnitCategory: () => loaders.unitCategoryById.load(parsed.key),
    }[parsed.type];
    const value = await load();
    return value ? asNode(parsed.type, value) : null;
  },
};
