import { toUpstreamEnum } from '../../derive/enums.ts';
import { offeredProductsOf, productOfferStateOf } from '../../derive/product-offers.ts';
import {
  listedOrderItems,
  pageStateOf,
  partOf,
  reservationStatusOf,
  stayFlagsOf,
} from '../../derive/reservation.ts';
import { accessAfterCheckOutOf, isOpenForOrders, stayStageOf } from '../../derive/stay-stage.ts';
import { changedStayTime, type StayTimesInput } from '../../derive/stay-times.ts';
import {
  daysBetween,
  hasStayStarted,
  isCancelledStatus,
  isCheckOutAvailable,
  localDateOf,
  timeZoneOrDefault,
} from '../../derive/time.ts';
import { GatewayError } from '../../errors/gateway-error.ts';
import { connectionFromArray } from '../../graphql/connection.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { ReservationResolvers } from '../../graphql/resolvers.generated.ts';
import { ProductType } from '../../graphql/schema-types.generated.ts';
import { availabilityOf, availabilityShape } from '../../steps/product-availability.ts';
import { customerAsSeenBy } from '../../steps/viewer.ts';
import type { ReservationDto } from '../../upstream/dto.ts';

function timeZoneOf(reservation: ReservationDto): string {
  return timeZoneOrDefault(reservation.property?.timeZone);
}

function stayTimesOf(reservation: ReservationDto): StayTimesInput {
  const timeZone = timeZoneOf(reservation);
  return {
    orderItems: reservation.orderItems ?? [],
    products: reservation.products ?? [],
    startDateLocal: reservation.startDateLocal ?? localDateOf(reservation.startDate, timeZone),
    endDateLocal: reservation.endDateLocal ?? localDateOf(reservation.endDate, timeZone),
    timeZone,
  };
}

/** The kinds of product a stay's offers are stated for: all but custom and unknown ones. */
const offeredProductTypes = Object.values(ProductType).filter(
  (type) => type !== 'CUSTOM' && type !== 'UNKNOWN',
);

export const Reservation: ReservationResolvers = {
  // The core API's id, not the slug: holding the id must not grant the stay (see Query.node).
  id: (reservation) => toGlobalId('Reservation', reservation.id),
  reservationId: (reservation) => reservation.id,
  arrivalTime: (reservation) =>
    changedStayTime(stayTimesOf(reservation), 'early-check-in') ?? reservation.startDate,
  departureTime: (reservation) =>
    changedStayTime(stayTimesOf(reservation), 'late-check-out') ?? reservation.endDate,
  checkInDate: (reservation) => reservation.checkInDate ?? null,
  checkOutDate: (reservation) => reservation.checkOutDate ?? null,
  adultsCount: (reservation) => reservation.adultsCount ?? 0,
  childrenCount: (reservation) => reservation.childrenCount ?? 0,
  guestCount: (reservation) => (reservation.adultsCount ?? 0) + (reservation.childrenCount ?? 0),
  nightsCount: (reservation) => {
    const stay = stayFlagsOf(reservation, new Date());
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
  hasStarted: (reservation, _, { now }) => hasStayStarted(stayFlagsOf(reservation, now())),
  isCheckOutAvailable: (reservation, _, { now }) =>
    isCheckOutAvailable(stayFlagsOf(reservation, now())),
  pageState: (reservation, _, { now }) => pageStateOf(stayFlagsOf(reservation, now())),
  stage: (reservation, _, { now }) => stayStageOf(stayFlagsOf(reservation, now())),
  isOpenForOrders: (reservation, _, { now }) =>
    isOpenForOrders(stayStageOf(stayFlagsOf(reservation, now()))),
  accessAfterCheckOut: (reservation) =>
    accessAfterCheckOutOf(reservation.checkOutDate, timeZoneOf(reservation)),
  property: async (reservation, _, { loaders }) => {
    if (reservation.property) return reservation.property;
    const property = reservation.propertyId
      ? await loaders.propertyById.load(reservation.propertyId)
      : undefined;
    if (!property) throw GatewayError.of('UNKNOWN');
    return property;
  },
  customer: (reservation, _, context) =>
    reservation.customer ? customerAsSeenBy(reservation, reservation.customer, context) : null,
  // The expanded reservation carries its state; older answers without it cost one state call.
  checkInState: (reservation, _, { loaders }) =>
    reservation.checkInState
      ? { state: reservation.checkInState, idVerificationState: reservation.idVerificationState }
      : loaders.reservationState.load(reservation.id),
  card: (reservation) =>
    reservation.creditCard ? partOf(reservation, reservation.creditCard) : null,
  cards: (reservation) => (reservation.creditCards ?? []).map((card) => partOf(reservation, card)),
  orderedItems: (reservation, args) => {
    const timeZone = timeZoneOf(reservation);
    const items = listedOrderItems(reservation.orderItems).map((item) =>
      partOf(reservation, { ...item, timeZone }),
    );
    return connectionFromArray(items, args);
  },
  // A stay closed for orders offers nothing: its orders would only fail later.
  offeredProducts: (reservation, _, { now }) =>
    offeredProductsOf(reservation, now()).map((product) => partOf(reservation, product)),
  productOffers: (reservation, _, { now }) => {
    const at = now();
    return offeredProductTypes.map((type) => ({
      type,
      state: productOfferStateOf(reservation, toUpstreamEnum(type), at),
    }));
  },
  order: async (reservation, { orderId }, { loaders }) =>
    (await loaders.orderBySlugAndId.load({ slug: reservation.slug, orderId })) ?? null,
  cancellationPolicy: (reservation) => ({
    ...reservation.cancellationPolicy,
    timeZone: timeZoneOf(reservation),
  }),
  unit: (reservation) => reservation.propertyUnit ?? null,
  unitCategory: (reservation) => reservation.propertyUnitCategory ?? null,
  keys: (reservation) =>
    [...(reservation.propertyKeys ?? [])]
      .sort((a, b) => (a.sequenceNumber ?? 0) - (b.sequenceNumber ?? 0))
      .map((key) => partOf(reservation, key)),
  integrations: (reservation) => ({
    unit: reservation.propertyUnit?.integrations ?? null,
    property: reservation.property?.integrations ?? null,
  }),
  cleaningAvailability: async (reservation, _, context) => {
    const cleaning = await availabilityOf(
      reservation,
      'mid-stay-cleaning',
      availabilityShape.cleaning,
      context,
    );
    return cleaning && { ...cleaning, timeZone: timeZoneOrDefault(reservation.property?.timeZone) };
  },
  dailyAvailability: (reservation, { product }, context) =>
    availabilityOf(reservation, toUpstreamEnum(product), availabilityShape.daily, context),
  upgradeOptions: async (reservation, _, context) =>
    (await availabilityOf(reservation, 'unit-category-upgrade', availabilityShape.upgrade, context))
      ?.options ?? [],
  earlyCheckInAvailability: (reservation, _, context) =>
    availabilityOf(reservation, 'early-check-in', availabilityShape.timeslots, context),
  lateCheckOutAvailability: (reservation, _, context) =>
    availabilityOf(reservation, 'late-check-out', availabilityShape.timeslots, context),
  extensionOptions: async (reservation, _, context) => {
    const extension = await availabilityOf(
      reservation,
      'reservation-extension-request',
      availabilityShape.extension,
      context,
    );
    return (extension?.options ?? []).map((option) => ({
      ...option,
      productId: extension?.productId ?? '',
    }));
  },
  unitAvailability: (reservation, _, { loaders }) =>
    isCancelledStatus(reservation.status) ? [] : loaders.unitAvailability.load(reservation.id),
};
