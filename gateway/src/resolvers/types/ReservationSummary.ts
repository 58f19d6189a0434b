import { orderedImages } from '../../derive/images.ts';
import { boughtItemsOf, reservationStatusOf } from '../../derive/reservation.ts';
import { timeZoneOrDefault } from '../../derive/time.ts';
import { connectionFromArray } from '../../graphql/connection.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { ReservationSummaryResolvers } from '../../graphql/resolvers.generated.ts';

export const ReservationSummary: ReservationSummaryResolvers = {
  id: (reservation) => toGlobalId('ReservationSummary', reservation.id),
  reservationId: (reservation) => reservation.id,
  status: (reservation) => reservationStatusOf(reservation.status),
  propertyName: (reservation) => reservation.property?.name ?? '',
  city: (reservation) => reservation.property?.city ?? '',
  timeZone: (reservation) => timeZoneOrDefault(reservation.property?.timeZone),
  unitCategoryName: (reservation) => reservation.propertyUnitCategory?.name ?? '',
  unitCategoryImages: (reservation) => orderedImages(reservation.propertyUnitCategory?.images),
  // The account's list has no items: the stay is read by its slug, once per request.
  orderedItems: async (summary, args, { loaders }) => {
    const stay = await loaders.reservationBySlug.load(summary.slug);
    return connectionFromArray(stay ? boughtItemsOf(stay) : [], args);
  },
};
