import type { Static } from 'typebox';
import type { SandboxDb } from '../../db/connection.ts';
import type { ProductTable } from '../../db/types.ts';
import { cleaningSlots } from '../../domain/cleaning-slots.ts';
import { toMajor } from '../../domain/money.ts';
import {
  dailyDates,
  daysCovered,
  isDayOpen,
  isTimeChoiceOpen,
  type StayClock,
  type StayTimes,
} from '../../domain/product-rules.ts';
import { extensionOptions, extensionPriceMinor } from '../../domain/stay-extension.ts';
import { zonedInstant } from '../../domain/time.ts';
import { notFound } from '../../errors.ts';
import { presentImages } from '../../presenters/common.ts';
import {
  cleaningsOfUnit,
  findProductById,
  findProductOfType,
  type Stay,
  timeslotsLeft,
  unitOccupancy,
  upgradeOffers,
} from '../../repositories/availability.ts';
import {
  findStayPurchases,
  type StayPurchases,
  stayClockOf,
} from '../../repositories/stay-purchases.ts';
import { inLanguage } from '../../repositories/translations.ts';
import type {
  CleaningAvailability,
  DailyAvailability,
  ExtensionAvailability,
  ProductAvailability,
  TimeslotAvailability,
  UpgradeAvailability,
} from '../../schemas/availability.ts';

type Answer = Static<typeof ProductAvailability>;
type DailyType = Static<typeof DailyAvailability>['productType'];

const perPersonMethods = new Set(['per-person', 'per-person-per-time-unit']);

interface Context {
  db: SandboxDb;
  stay: Stay;
  product: ProductTable;
  now: Date;
  today: string;
  /** The language of the texts in the answer (the x-language-code's primary subtag). */
  language: string;
  /** What the stay holds already, and its clock (arrival moved by a bought early check-in). */
  purchases: StayPurchases;
  clock: StayClock & StayTimes;
}

const builders: Record<string, (context: Context) => Promise<Answer>> = {
  'mid-stay-cleaning': cleaning,
  breakfast: daily,
  gym: daily,
  parking: daily,
  'sauna-kit': daily,
  'stocked-fridge': daily,
  'unit-category-upgrade': upgrade,
  'early-check-in': timeslots,
  'late-check-out': timeslots,
  'reservation-extension-request': extension,
};

/** GET /product-availability/{productTypeOrId}: the product of the stay's property, then its rule. */
export async function productAvailability(
  db: SandboxDb,
  stay: Stay,
  productTypeOrId: string,
  now: Date,
  language: string,
): Promise<Answer> {
  const product = await resolveProduct(db, stay.property.id, productTypeOrId);
  const build = builders[product.type];
  if (!build) {
    throw notFound(
      'PRODUCT_AVAILABILITY_NOT_FOUND',
      `Products of type '${product.type}' have no availability`,
      'productTypeOrId',
    );
  }
  const purchases = await findStayPurchases(db, stay.reservation);
  const clock = stayClockOf(stay.reservation, purchases.boughtTimes, stay.property, now);
  return build({ db, stay, product, now, today: clock.today, language, purchases, clock });
}

async function resolveProduct(
  db: SandboxDb,
  propertyId: string,
  productTypeOrId: string,
): Promise<ProductTable> {
  const byType = await findProductOfType(db, propertyId, productTypeOrId);
  if (byType) return byType;
  const byId = await findProductById(db, productTypeOrId);
  if (byId && byId.propertyId === propertyId) return byId;
  throw notFound(
    'PRODUCT_NOT_FOUND',
    `No product type or product id '${productTypeOrId}' at this property`,
    'productTypeOrId',
  );
}

function priced(product: ProductTable) {
  return {
    productId: product.id,
    price: toMajor(product.priceGrossMinor),
    currency: product.currencyCode,
  };
}

function isOpen(stay: Stay): boolean {
  return stay.reservation.status === 'confirmed' && stay.reservation.checkedOutAt === null;
}

async function cleaning({ db, stay, product, now }: Context): Promise<Answer> {
  const { reservation, property, unit } = stay;
  const { bookedStarts, scheduledForStay } = await cleaningsOfUnit(db, unit.id, reservation.id);
  const timeslots = isOpen(stay)
    ? cleaningSlots(reservation, property.timeZone, now, bookedStarts)
    : [];
  const answer: Static<typeof CleaningAvailability> = {
    productType: 'mid-stay-cleaning',
    ...priced(product),
    timeslots,
    cleaningAllowance: reservation.cleaningAllowance,
    scheduled: scheduledForStay,
  };
  return answer;
}

async function daily({ stay, product, purchases, clock }: Context): Promise<Answer> {
  const { reservation } = stay;
  const guestCount = reservation.adultsCount + reservation.childrenCount;
  const perGuest = toMajor(product.priceGrossMinor);
  const total = perPersonMethods.has(product.chargeMethod) ? perGuest * guestCount : perGuest;
  const orderable = product.isOrderable === 1 && isOpen(stay);
  const ordered = new Set(
    purchases.items
      .filter((item) => item.productId === product.id)
      .flatMap((item) =>
        daysCovered(product, item.consumptionDate.slice(0, 10), item.consumptionEndDate),
      ),
  );
  const answer: Static<typeof DailyAvailability> = {
    productType: product.type as DailyType,
    ...priced(product),
    chargeMethod: product.chargeMethod as Static<typeof DailyAvailability>['chargeMethod'],
    guestCount,
    days: dailyDates(reservation, product).map((date) => ({
      date,
      isAvailable: orderable && !ordered.has(date) && isDayOpen(product, date, clock),
      isOrdered: ordered.has(date),
      pricePerGuest: perGuest,
      totalPrice: Math.round(total * 100) / 100,
    })),
  };
  return answer;
}

async function upgrade({
  db,
  stay,
  product,
  today,
  language,
  purchases,
}: Context): Promise<Answer> {
  const offers = await upgradeOffers(db, stay, today, purchases);
  const categories = await inLanguage(
    db,
    'unitCategories',
    offers.map((offer) => offer.category),
    language,
  );
  const answer: Static<typeof UpgradeAvailability> = {
    productType: 'unit-category-upgrade',
    ...priced(product),
    options: offers.map((offer, index) => ({
      productId: product.id,
      propertyUnitCategoryId: offer.category.id,
      name: categories[index]?.name ?? offer.category.name,
      description: categories[index]?.description ?? offer.category.description,
      features: categories[index]?.features ?? offer.category.features,
      images: presentImages(offer.images),
      nightsCount: offer.nightsCount,
      pricePerNight: toMajor(offer.pricePerNightMinor),
      currency: stay.reservation.currencyCode,
      isReward: offer.isReward,
    })),
  };
  return answer;
}

/**
 * The times on sale on the arrival (early check-in) or departure day (late check-out), while a
 * time can still be chosen (`isTimeChoiceOpen`): to buy one, or to change the one bought.
 */
async function timeslots({ db, stay, product, now, clock }: Context): Promise<Answer> {
  const { reservation, property } = stay;
  const productType = product.type as 'early-check-in' | 'late-check-out';
  const date = productType === 'early-check-in' ? reservation.startDate : reservation.endDate;
  const open = isOpen(stay) && isTimeChoiceOpen(productType, clock);
  const slots = open ? await timeslotsLeft(db, property.id, productType, date) : [];
  const answer: Static<typeof TimeslotAvailability> = {
    productType,
    ...priced(product),
    date,
    timeslots: slots
      .map((slot) => ({ ...slot, startDate: zonedInstant(date, slot.time, property.timeZone) }))
      .filter((slot) => slot.remaining > 0 && slot.startDate > now)
      .map((slot) => ({ ...slot, startDate: slot.startDate.toISOString() })),
  };
  return answer;
}

async function extension({ db, stay, product, today }: Context): Promise<Answer> {
  const { reservation, unit, category } = stay;
  const occupied = await unitOccupancy(db, unit.id, reservation.id);
  const canExtend = isOpen(stay) && today <= reservation.endDate;
  const pricePerNight = toMajor(extensionPriceMinor(category, 1));
  const answer: Static<typeof ExtensionAvailability> = {
    productType: 'reservation-extension-request',
    ...priced(product),
    options: extensionOptions(reservation.endDate, occupied, canExtend).map((option) => ({
      ...option,
      pricePerNight,
      totalPrice: toMajor(extensionPriceMinor(category, option.nights)),
      currency: reservation.currencyCode,
    })),
  };
  return answer;
}
