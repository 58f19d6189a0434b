import { toUpstreamEnum } from '../../derive/enums.ts';
import { minorUnitDigitsOf, moneyOf } from '../../derive/money.ts';
import { boughtItemsOf, partOf, reservationStatusOf } from '../../derive/reservation.ts';
import { keyAsShown, stayAt } from '../../derive/stay/index.ts';
import {
  daysBetween,
  isCancelledStatus,
  localDateOf,
  timeZoneOrDefault,
} from '../../derive/time.ts';
import { stayUnitKindOf } from '../../derive/unit-kind.ts';
import { GatewayError } from '../../errors/gateway-error.ts';
import { userErrorOf } from '../../errors/user-error.ts';
import { connectionFromArray } from '../../graphql/connection.ts';
import type { GatewayContext } from '../../graphql/context.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { ReservationResolvers } from '../../graphql/resolvers.generated.ts';
import { ProductType } from '../../graphql/schema-types.generated.ts';
import {
  availabilityOf,
  availabilityShape,
  unitDatesOf,
} from '../../steps/product-availability.ts';
import { customerAsSeenBy } from '../../steps/viewer.ts';
import type { ReservationDto } from '../../upstream/dto.ts';

function timeZoneOf(reservation: ReservationDto): string {
  return timeZoneOrDefault(reservation.property?.timeZone);
}

/** The stay's truth at the request's instant (derive/stay): every derived field reads it. */
const stayOf = (reservation: ReservationDto, { now }: Pick<GatewayContext, 'now'>) =>
  stayAt(reservation, now());

/** The kinds of product a stay's offers are stated for: all but custom and unknown ones. */
const offeredProductTypes = Object.values(ProductType).filter(
  (type) => type !== 'CUSTOM' && type !== 'UNKNOWN',
);

export const Reservation: ReservationResolvers = {
  // The core API's id, not the slug: holding the id must not grant the stay (see Query.node).
  id: (reservation) => toGlobalId('Reservation', reservation.id),
  reservationId: (reservation) => reservation.id,
  arrivalTime: (reservation, _, context) => stayOf(reservation, context).times.arrival,
  departureTime: (reservation, _, context) => stayOf(reservation, context).times.departure,
  checkInDate: (reservation) => reservation.checkInDate ?? null,
  checkOutDate: (reservation) => reservation.checkOutDate ?? null,
  adultsCount: (reservation) => reservation.adultsCount ?? 0,
  childrenCount: (reservation) => reservation.childrenCount ?? 0,
  guestCount: (reservation) => (reservation.adultsCount ?? 0) + (reservation.childrenCount ?? 0),
  nightsCount: (reservation) => {
    const timeZone = timeZoneOf(reservation);
    return daysBetween(
      reservation.startDateLocal ?? localDateOf(reservation.startDate, timeZone),
      reservation.endDateLocal ?? localDateOf(reservation.endDate, timeZone),
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
  hasStarted: (reservation, _, context) => stayOf(reservation, context).hasStarted,
  isCheckOutAvailable: (reservation, _, context) =>
    stayOf(reservation, context).isCheckOutAvailable,
  pageState: (reservation, _, context) => stayOf(reservation, context).pageState,
  stage: (reservation, _, context) => stayOf(reservation, context).stage,
  isOpenForOrders: (reservation, _, context) => stayOf(reservation, context).isOpenForOrders,
  accessAfterCheckOut: (reservation, _, context) =>
    stayOf(reservation, context).accessAfterCheckOut,
  isPastDepartureTime: (reservation, _, context) =>
    stayOf(reservation, context).isPastDepartureTime,
  nextStep: (reservation, _, context) => stayOf(reservation, context).nextStep,
  nextChangeAt: (reservation, _, context) => stayOf(reservation, context).nextChangeAt,
  asOf: (_, __, { now }) => now().toISOString(),
  isPaid: (reservation, _, context) => stayOf(reservation, context).isPaid,
  balanceDue: (reservation, _, context) => {
    const stay = stayOf(reservation, context);
    return stay.balanceDue === null ? null : moneyOf(stay.balanceDue, stay.currencyCode);
  },
  isBalancePayableInApp: (reservation, _, context) =>
    stayOf(reservation, context).isBalancePayableInApp,
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
  dateChangeQuote: async (reservation, dates, context) => {
    const stay = stayOf(reservation, context);
    const quote = stay.dateChangeQuote(dates, await unitDatesOf(reservation, context));
    const money = (amountMinor: number) =>
      moneyOf(amountMinor / 10 ** minorUnitDigitsOf(stay.currencyCode), stay.currencyCode);
    const onCard = quote.settlement === 'CHARGE_CARD' || quote.settlement === 'REFUND_CARD';
    return {
      startDate: quote.startDate,
      endDate: quote.endDate,
      nightsCount: quote.nightsCount,
      currentTotal: money(quote.currentTotalMinor),
      newTotal: money(quote.newTotalMinor),
      difference: money(quote.differenceMinor),
      settlement: quote.settlement,
      card: onCard && reservation.creditCard ? partOf(reservation, reservation.creditCard) : null,
      error: quote.refusal
        ? userErrorOf(GatewayError.of(quote.refusal.code, quote.refusal.field))
        : null,
    };
  },
  cards: (reservation) => (reservation.creditCards ?? []).map((card) => partOf(reservation, card)),
  orderedItems: (reservation, args) => connectionFromArray(boughtItemsOf(reservation), args),
  // A stay closed for orders offers nothing: its orders would only fail later.
  offeredProducts: (reservation, _, context) =>
    stayOf(reservation, context)
      .offeredProducts()
      .map((product) => partOf(reservation, product)),
  productOffers: (reservation, _, context) => {
    const stay = stayOf(reservation, context);
    return offeredProductTypes.map((type) => ({
      type,
      offer: stay.offerOfType(toUpstreamEnum(type)),
      reservation,
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
  unitKind: (reservation) => stayUnitKindOf(reservation),
  keys: (reservation, _, context) => {
    const stay = stayOf(reservation, context);
    return [...(reservation.propertyKeys ?? [])]
      .sort((a, b) => (a.sequenceNumber ?? 0) - (b.sequenceNumber ?? 0))
      .map((key) => partOf(reservation, keyAsShown(key, stay)));
  },
  integrations: (reservation, _, context) => ({
    unit: reservation.propertyUnit?.integrations ?? null,
    property: reservation.property?.integrations ?? null,
    showsSecrets: stayOf(reservation, context).showsSecrets,
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
  unitAvailability: (reservation, _, context) => unitDatesOf(reservation, context),
};
