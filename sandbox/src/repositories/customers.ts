import type { SandboxDb } from '../db/connection.ts';
import type { CustomerRewardTable, CustomerTable } from '../db/types.ts';
import { localDateOf, zonedInstant } from '../domain/time.ts';
import type { ReservationListStatus } from '../schemas/account.ts';
import type { ReservationLookup } from './reservations.ts';

export const marketingConsentOption = 'send-marketing-emails';
/** Future rewards are offered only to guests with at least this many stays (spec §5). */
export const staysNeededForFutureRewards = 2;

export async function findCustomer(
  db: SandboxDb,
  customerId: string,
): Promise<{ customer: CustomerTable; referralVoucherCodes: { value: string }[] } | undefined> {
  const customer = await db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) return undefined;
  const referralVoucherCodes = await db
    .selectFrom('referralVoucherCodes')
    .select('value')
    .where('customerId', '=', customerId)
    .orderBy('value')
    .execute();
  return { customer, referralVoucherCodes };
}

/** Adds the marketing consent option once; answers the customer as stored afterwards. */
export async function giveMarketingConsent(db: SandboxDb, customerId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { options } = await trx
      .selectFrom('customers')
      .select('options')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    const current = JSON.parse(options) as string[];
    if (current.includes(marketingConsentOption)) return;
    await trx
      .updateTable('customers')
      .set({ options: JSON.stringify([...current, marketingConsentOption]) })
      .where('id', '=', customerId)
      .execute();
  });
}

export async function findStatistics(db: SandboxDb, customerId: string) {
  return db
    .selectFrom('customerStatistics')
    .select(['nightsStayed', 'propertiesVisited', 'propertiesTotal'])
    .where('customerId', '=', customerId)
    .executeTakeFirst();
}

export async function findFutureRewards(
  db: SandboxDb,
  customerId: string,
): Promise<CustomerRewardTable[]> {
  const stays = await db
    .selectFrom('reservations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customerId', '=', customerId)
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  if (Number(stays.count) < staysNeededForFutureRewards) return [];
  return db
    .selectFrom('customerRewards')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('totalNightsRequired')
    .orderBy('type')
    .execute();
}

export interface ReservationListFilter {
  statuses: ReadonlySet<ReservationListStatus> | null;
  endingAtOrAfter: Date | null;
}

/**
 * The customer's reservations, newest arrival first. `started` is a confirmed stay whose arrival
 * day has come in the property's time zone; `confirmed` alone means it has not started yet.
 */
export async function listCustomerReservations(
  db: SandboxDb,
  customerId: string,
  filter: ReservationListFilter,
  now: Date,
): Promise<ReservationLookup[]> {
  const reservations = await db
    .selectFrom('reservations')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('startDate', 'desc')
    .orderBy('id')
    .execute();
  if (reservations.length === 0) return [];
  const propertyIds = [...new Set(reservations.map((reservation) => reservation.propertyId))];
  const unitIds = [...new Set(reservations.map((reservation) => reservation.unitId))];
  const [properties, units] = await Promise.all([
    db.selectFrom('properties').selectAll().where('id', 'in', propertyIds).execute(),
    db.selectFrom('units').select(['id', 'categoryId']).where('id', 'in', unitIds).execute(),
  ]);
  const categoryIds = [...new Set(units.map((unit) => unit.categoryId))];
  const [categories, images] = await Promise.all([
    db.selectFrom('unitCategories').selectAll().where('id', 'in', categoryIds).execute(),
    db
      .selectFrom('unitCategoryImages')
      .selectAll()
      .where('categoryId', 'in', categoryIds)
      .orderBy('sequenceNumber')
      .execute(),
  ]);
  const lookups: ReservationLookup[] = [];
  for (const reservation of reservations) {
    const property = properties.find((candidate) => candidate.id === reservation.propertyId);
    const categoryId = units.find((unit) => unit.id === reservation.unitId)?.categoryId;
    const category = categories.find((candidate) => candidate.id === categoryId);
    if (!property || !category) continue;
    const departure = zonedInstant(reservation.endDate, property.checkOutTime, property.timeZone);
    if (filter.endingAtOrAfter && departure < filter.endingAtOrAfter) continue;
    if (filter.statuses) {
      const started = reservation.startDate <= localDateOf(now, property.timeZone);
      const listStatus: ReservationListStatus =
        reservation.status === 'canceled' ? 'canceled' : started ? 'started' : 'confirmed';
      if (!filter.statuses.has(listStatus)) continue;
    }
    lookups.push({
      reservation,
      property,
      category,
      categoryImages: images.filter((image) => image.categoryId === category.id),
    });
  }
  return lookups;
}
