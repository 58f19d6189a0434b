import type { SandboxDb } from '../db/connection.ts';
import type {
  ProductTable,
  PropertyTable,
  ReservationTable,
  UnitCategoryImageTable,
  UnitCategoryTable,
  UnitTable,
} from '../db/types.ts';
import type { Occupancy } from '../domain/occupancy.ts';
import { rewardFor } from '../domain/product-rules.ts';
import { firstNightFrom, nightsBetween } from '../domain/time.ts';
import { claimedRewards, type StayPurchases } from './stay-purchases.ts';
import { unitFreeBetween } from './unit-free.ts';

export interface Stay {
  reservation: ReservationTable;
  property: PropertyTable;
  unit: UnitTable;
  category: UnitCategoryTable;
}

export async function findStayById(db: SandboxDb, id: string): Promise<Stay | undefined> {
  const reservation = await db
    .selectFrom('reservations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!reservation) return undefined;
  const [property, unit] = await Promise.all([
    db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', reservation.propertyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('units')
      .selectAll()
      .where('id', '=', reservation.unitId)
      .executeTakeFirstOrThrow(),
  ]);
  const category = await db
    .selectFrom('unitCategories')
    .selectAll()
    .where('id', '=', unit.categoryId)
    .executeTakeFirstOrThrow();
  return { reservation, property, unit, category };
}

/** The confirmed stays on a unit, except the given reservation's own. */
export async function unitOccupancy(
  db: SandboxDb,
  unitId: string,
  exceptReservationId: string | null,
): Promise<Occupancy[]> {
  let query = db
    .selectFrom('reservations')
    .select(['startDate', 'endDate'])
    .where('unitId', '=', unitId)
    .where('status', '=', 'confirmed');
  if (exceptReservationId !== null) query = query.where('id', '!=', exceptReservationId);
  return query.execute();
}

/** How many units of a category have no confirmed stay on any night of `[startDate, endDate)`. */
export async function countFreeUnits(
  db: SandboxDb,
  categoryId: string,
  startDate: string,
  endDate: string,
): Promise<number> {
  const row = await db
    .selectFrom('units')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('categoryId', '=', categoryId)
    .where(unitFreeBetween(startDate, endDate))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findProductOfType(
  db: SandboxDb,
  propertyId: string,
  type: string,
): Promise<ProductTable | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .where('type', '=', type)
    .executeTakeFirst();
}

export async function findProductById(
  db: SandboxDb,
  id: string,
): Promise<ProductTable | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Start instants of every cleaning on the unit, and how many belong to this reservation. */
export async function cleaningsOfUnit(
  db: SandboxDb,
  unitId: string,
  reservationId: string,
): Promise<{ bookedStarts: Set<string>; scheduledForStay: number }> {
  const rows = await db
    .selectFrom('cleaningSchedule')
    .select(['startDate', 'reservationId'])
    .where('unitId', '=', unitId)
    .execute();
  return {
    bookedStarts: new Set(rows.map((row) => row.startDate)),
    scheduledForStay: rows.filter((row) => row.reservationId === reservationId).length,
  };
}

/** Early check-in or late check-out slots of a property with what is left on a local date. */
export async function timeslotsLeft(
  db: SandboxDb,
  propertyId: string,
  productType: 'early-check-in' | 'late-check-out',
  localDate: string,
): Promise<{ id: string; time: string; remaining: number }[]> {
  const rows = await db
    .selectFrom('timeslotInventory')
    .leftJoin('timeslotBookings', (join) =>
      join
        .onRef('timeslotBookings.timeslotId', '=', 'timeslotInventory.id')
        .on('timeslotBookings.localDate', '=', localDate),
    )
    .select(({ fn }) => [
      'timeslotInventory.id',
      'timeslotInventory.time',
      'timeslotInventory.capacityPerDay',
      fn.count<number>('timeslotBookings.id').as('booked'),
    ])
    .where('timeslotInventory.propertyId', '=', propertyId)
    .where('timeslotInventory.productType', '=', productType)
    .groupBy(['timeslotInventory.id', 'timeslotInventory.time', 'timeslotInventory.capacityPerDay'])
    .orderBy('timeslotInventory.time')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    time: row.time,
    remaining: row.capacityPerDay - Number(row.booked),
  }));
}

export async function categoriesOfProperty(
  db: SandboxDb,
  propertyId: string,
): Promise<{ category: UnitCategoryTable; images: UnitCategoryImageTable[] }[]> {
  const categories = await db
    .selectFrom('unitCategories')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .orderBy('nightlyRateMinor')
    .execute();
  if (categories.length === 0) return [];
  const images = await db
    .selectFrom('unitCategoryImages')
    .selectAll()
    .where(
      'categoryId',
      'in',
      categories.map((category) => category.id),
    )
    .execute();
  return categories.map((category) => ({
    category,
    images: images.filter((image) => image.categoryId === category.id),
  }));
}

export async function findVoucher(db: SandboxDb, code: string) {
  return db
    .selectFrom('voucherCodes')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
}

/** A dearer category the stay can move to for its remaining nights, priced per night. */
export interface UpgradeOffer {
  category: UnitCategoryTable;
  images: UnitCategoryImageTable[];
  nightsCount: number;
  /** The difference to the stay's own nightly rate; 0 when the guest's reward covers it. */
  pricePerNightMinor: number;
  isReward: boolean;
  /** The reward that makes it free; null when it is paid. */
  rewardId: string | null;
}

/**
 * The upgrades on offer from `today`: every dearer category of the property with a free unit for
 * the rest of the stay, none once the stay has an upgrade (it has one unit). An unlocked, unused
 * upgrade reward makes the cheapest of them free (one step up).
 */
export async function upgradeOffers(
  db: SandboxDb,
  stay: Stay,
  today: string,
  purchases: StayPurchases,
): Promise<UpgradeOffer[]> {
  const { reservation, category } = stay;
  const from = firstNightFrom(reservation.startDate, today);
  const open = reservation.status === 'confirmed' && reservation.checkedOutAt === null;
  const nightsCount = open ? Math.max(0, nightsBetween(from, reservation.endDate)) : 0;
  const upgraded = purchases.items.some((item) => item.productType === 'unit-category-upgrade');
  if (nightsCount === 0 || upgraded) return [];
  const candidates = await categoriesOfProperty(db, stay.property.id);
  const reward = rewardFor(
    'unit-category-upgrade',
    purchases.rewards,
    claimedRewards(purchases.items),
  );
  const offers: UpgradeOffer[] = [];
  for (const candidate of candidates) {
    if (candidate.category.nightlyRateMinor <= category.nightlyRateMinor) continue;
    if ((await countFreeUnits(db, candidate.category.id, from, reservation.endDate)) === 0)
      continue;
    const isReward = reward !== undefined && offers.length === 0;
    offers.push({
      ...candidate,
      nightsCount,
      pricePerNightMinor: isReward
        ? 0
        : candidate.category.nightlyRateMinor - category.nightlyRateMinor,
      isReward,
      rewardId: isReward ? (reward?.id ?? null) : null,
    });
  }
  return offers;
}
