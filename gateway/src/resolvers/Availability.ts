import { isWithinCleaningHours } from '../derive/cleaning.ts';
import { toGraphQLEnum } from '../derive/enums.ts';
import { featureList, orderedImages } from '../derive/images.ts';
import { isCancelledStatus, timeZoneOrDefault } from '../derive/time.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { productAvailabilityKey } from '../graphql/loaders.ts';
import type {
  ArrivalDepartureTimeslotResolvers,
  CategoryAvailabilityResolvers,
  CleaningAvailabilityResolvers,
  DailyAvailabilityResolvers,
  ExtensionOptionResolvers,
  ProductDayResolvers,
  RateResolvers,
  ReservationResolvers,
  TimeslotAvailabilityResolvers,
  UnitAvailabilityDateResolvers,
  UnitCategoryResolvers,
  UpgradeOptionResolvers,
} from '../graphql/resolvers.generated.ts';
import type {
  CleaningAvailabilityDto,
  DailyAvailabilityDto,
  ExtensionAvailabilityDto,
  ProductAvailabilityDto,
  ReservationDto,
  TimeslotAvailabilityDto,
  UpgradeAvailabilityDto,
} from '../upstream/dto.ts';
import { chargeMethodOf } from './product-enums.ts';

/**
 * The availability of a product for a stay, when its answer has the expected shape. A cancelled
 * stay offers nothing, and a product the property does not sell answers 404: both are null.
 */
async function availabilityOf<Shape extends ProductAvailabilityDto>(
  reservation: ReservationDto,
  productType: string,
  isShape: (answer: ProductAvailabilityDto) => answer is Shape,
  { loaders }: GatewayContext,
): Promise<Shape | null> {
  if (isCancelledStatus(reservation.status)) return null;
  const answer = await loaders.productAvailability.load(
    productAvailabilityKey(reservation.id, productType),
  );
  return answer && isShape(answer) ? answer : null;
}

const is = {
  cleaning: (answer: ProductAvailabilityDto): answer is CleaningAvailabilityDto =>
    'cleaningAllowance' in answer,
  daily: (answer: ProductAvailabilityDto): answer is DailyAvailabilityDto => 'days' in answer,
  upgrade: (answer: ProductAvailabilityDto): answer is UpgradeAvailabilityDto =>
    answer.productType === 'unit-category-upgrade',
  timeslots: (answer: ProductAvailabilityDto): answer is TimeslotAvailabilityDto =>
    'date' in answer,
  extension: (answer: ProductAvailabilityDto): answer is ExtensionAvailabilityDto =>
    answer.productType === 'reservation-extension-request',
};

/** Reservation fields of the availability area, merged into `Reservation` in index.ts. */
export const reservationAvailabilityFields: ReservationResolvers = {
  cleaningAvailability: async (reservation, _, context) => {
    const cleaning = await availabilityOf(reservation, 'mid-stay-cleaning', is.cleaning, context);
    return cleaning && { ...cleaning, timeZone: timeZoneOrDefault(reservation.property?.timeZone) };
  },
  dailyAvailability: (reservation, { product }, context) =>
    availabilityOf(reservation, product.toLowerCase().replaceAll('_', '-'), is.daily, context),
  upgradeOptions: async (reservation, _, context) =>
    (await availabilityOf(reservation, 'unit-category-upgrade', is.upgrade, context))?.options ??
    [],
  earlyCheckInAvailability: (reservation, _, context) =>
    availabilityOf(reservation, 'early-check-in', is.timeslots, context),
  lateCheckOutAvailability: (reservation, _, context) =>
    availabilityOf(reservation, 'late-check-out', is.timeslots, context),
  extensionOptions: async (reservation, _, context) =>
    (await availabilityOf(reservation, 'reservation-extension-request', is.extension, context))
      ?.options ?? [],
  unitAvailability: (reservation, _, { loaders }) =>
    isCancelledStatus(reservation.status) ? [] : loaders.unitAvailability.load(reservation.id),
};

function money(amount: number, currencyCode: string) {
  return { amount, currencyCode };
}

export const CleaningAvailability: CleaningAvailabilityResolvers = {
  price: (cleaning) => money(cleaning.price, cleaning.currency),
  timeslots: (cleaning) =>
    cleaning.timeslots.filter((slot) => isWithinCleaningHours(slot, cleaning.timeZone)),
  scheduledCount: (cleaning) => cleaning.scheduled,
  remainingComplimentaryCount: (cleaning) =>
    Math.max(cleaning.cleaningAllowance - cleaning.scheduled, 0),
};

export const DailyAvailability: DailyAvailabilityResolvers = {
  price: (daily) => money(daily.price, daily.currency),
  chargeMethod: (daily) => chargeMethodOf(daily.chargeMethod),
  days: (daily) => daily.days.map((day) => ({ ...day, currency: daily.currency })),
};

export const ProductDay: ProductDayResolvers = {
  pricePerGuest: (day) => money(day.pricePerGuest, day.currency),
  totalPrice: (day) => money(day.totalPrice, day.currency),
};

export const UpgradeOption: UpgradeOptionResolvers = {
  unitCategoryId: (option) => option.propertyUnitCategoryId,
  features: (option) => featureList(option.features),
  images: (option) => orderedImages(option.images),
  pricePerNight: (option) => money(option.pricePerNight, option.currency),
};

export const TimeslotAvailability: TimeslotAvailabilityResolvers = {
  price: (availability) => money(availability.price, availability.currency),
};

export const ArrivalDepartureTimeslot: ArrivalDepartureTimeslotResolvers = {
  timeslotId: (timeslot) => timeslot.id,
};

const extensionKinds = ['ONE_NIGHT', 'TWO_NIGHTS', 'MORE_THAN_TWO_NIGHTS'] as const;

export const ExtensionOption: ExtensionOptionResolvers = {
  kind: (option) => toGraphQLEnum(option.kind, extensionKinds, 'MORE_THAN_TWO_NIGHTS'),
  pricePerNight: (option) => money(option.pricePerNight, option.currency),
  totalPrice: (option) => money(option.totalPrice, option.currency),
};

export const UnitAvailabilityDate: UnitAvailabilityDateResolvers = {
  type: (date) => (date.type === 'start-date' ? 'START_DATE' : 'END_DATE'),
};

export const CategoryAvailability: CategoryAvailabilityResolvers = {
  rates: (quote) => quote.rates.map((rate) => ({ ...rate, currencyCode: quote.currencyCode })),
};

export const Rate: RateResolvers = {
  rateId: (rate) => rate.id,
  totalPrice: (rate) => money(rate.totalPrice, rate.currencyCode),
  pricePerNight: (rate) => money(rate.pricePerNight, rate.currencyCode),
  discountPricePerNight: (rate) =>
    rate.discountPricePerNight === null
      ? null
      : money(rate.discountPricePerNight, rate.currencyCode),
  vatAmount: (rate) => money(rate.vatAmount, rate.currencyCode),
};

/** UnitCategory fields of the availability area, merged into `UnitCategory` in index.ts. */
export const unitCategoryAvailabilityFields: UnitCategoryResolvers = {
  unitCategoryId: (category) => category.id,
  property: async (category, _, { loaders }) =>
    category.propertyId ? ((await loaders.propertyById.load(category.propertyId)) ?? null) : null,
};

/** Availability-area types with their own resolvers; the others resolve by property name. */
export const Availability = {
  CleaningAvailability,
  DailyAvailability,
  ProductDay,
  UpgradeOption,
  TimeslotAvailability,
  ArrivalDepartureTimeslot,
  ExtensionOption,
  UnitAvailabilityDate,
  CategoryAvailability,
  Rate,
};
