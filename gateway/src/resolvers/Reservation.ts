import { availableProducts, listedOrderItems, reservationStatusOf } from '../derive/reservation.ts';
import {
  daysBetween,
  hasStayStarted,
  isCancelledStatus,
  isCheckOutAvailable,
  localDateOf,
  type StayFlagsInput,
  timeZoneOrDefault,
} from '../derive/time.ts';
import { CatalogueError } from '../errors/catalogue.ts';
import { connectionFromArray } from '../graphql/connection.ts';
import { toGlobalId } from '../graphql/global-id.ts';
import type { ReservationResolvers } from '../graphql/resolvers.generated.ts';
import type { ReservationDto } from '../upstream/dto.ts';

function timeZoneOf(reservation: ReservationDto): string {
  return timeZoneOrDefault(reservation.property?.timeZone);
}

function stayOf(reservation: ReservationDto, now: Date): StayFlagsInput {
  return {
    startDate: reservation.startDateLocal ?? reservation.startDate,
    endDate: reservation.endDateLocal ?? reservation.endDate,
    status: reservation.status,
    checkOutDate: reservation.checkOutDate,
    timeZone: timeZoneOf(reservation),
    now,
  };
}

export const Reservation: ReservationResolvers = {
  id: (reservation) => toGlobalId('Reservation', reservation.slug),
  reservationId: (reservation) => reservation.id,
  checkInDate: (reservation) => reservation.checkInDate ?? null,
  checkOutDate: (reservation) => reservation.checkOutDate ?? null,
  adultsCount: (reservation) => reservation.adultsCount ?? 0,
  childrenCount: (reservation) => reservation.childrenCount ?? 0,
  guestCount: (reservation) => (reservation.adultsCount ?? 0) + (reservation.childrenCount ?? 0),
  nightsCount: (reservation) => {
    const stay = stayOf(reservation, new Date());
    return daysBetween(
      localDateOf(stay.startDate, stay.timeZone),
      localDateOf(stay.endDate, stay.timeZone),
    );
  },
  totalPrice: (reservation) =>
    typeof reservation.totalPrice === 'number'
      ? {
          amount: reservation.totalPrice,
          currencyCode: reservation.currencyCode ?? reservation.property?.currencyCode ?? 'EUR',
        }
      : null,
  status: (reservation) => reservationStatusOf(reservation.status),
  isCancelled: (reservation) => isCancelledStatus(reservation.status),
  isCheckedOut: (reservation) => Boolean(reservation.checkOutDate),
  hasStarted: (reservation, _, { now }) => hasStayStarted(stayOf(reservation, now())),
  isCheckOutAvailable: (reservation, _, { now }) => isCheckOutAvailable(stayOf(reservation, now())),
  property: async (reservation, _, { loaders }) => {
    if (reservation.property) return reservation.property;
    const property = reservation.propertyId
      ? await loaders.propertyById.load(reservation.propertyId)
      : undefined;
    if (!property) throw CatalogueError.of('unknown');
    return property;
  },
  customer: (reservation) => reservation.customer ?? null,
  // The expanded reservation carries its state; older answers without it cost one state call.
  checkInState: (reservation, _, { loaders }) =>
    reservation.checkInState
      ? { state: reservation.checkInState, idVerificationState: reservation.idVerificationState }
      : loaders.reservationState.load(reservation.id),
  card: (reservation) => reservation.creditCard ?? null,
  cards: (reservation) => reservation.creditCards ?? [],
  orderedItems: (reservation, args) =>
    connectionFromArray(listedOrderItems(reservation.orderItems), args),
  offeredProducts: (reservation) => availableProducts(reservation.products),
  cancellationPolicy: (reservation) => ({
    ...reservation.cancellationPolicy,
    timeZone: timeZoneOf(reservation),
  }),
  unit: (reservation) => reservation.propertyUnit ?? null,
  unitCategory: (reservation) => reservation.propertyUnitCategory ?? null,
  keys: (reservation) =>
    [...(reservation.propertyKeys ?? [])].sort(
      (a, b) => (a.sequenceNumber ?? 0) - (b.sequenceNumber ?? 0),
    ),
  integrations: (reservation) => ({
    unit: reservation.propertyUnit?.integrations ?? null,
    property: reservation.property?.integrations ?? null,
  }),
};
