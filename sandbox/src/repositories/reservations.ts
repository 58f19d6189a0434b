import type { SandboxDb } from '../db/connection.ts';
import type {
  AccessGuidelineTable,
  CommonDoorTable,
  CreditCardTable,
  CustomerRewardTable,
  CustomerTable,
  OrderItemTable,
  ProductGroupTable,
  ProductTable,
  PropertyKeyTable,
  PropertyTable,
  ReferralVoucherCodeTable,
  ReservationTable,
  TransferRequestTable,
  UnitCategoryImageTable,
  UnitCategoryTable,
  UnitImageTable,
  UnitTable,
  WifiNetworkTable,
} from '../db/types.ts';
import type { BoughtStayTimes } from '../domain/door-keys.ts';
import { findBoughtStayTimes } from './stay-times.ts';
import { inLanguage } from './translations.ts';

/** Everything GET /check-in/{slug} can expand, read in one go (one query per table, no N+1). */
export interface ReservationBundle {
  reservation: ReservationTable;
  property: PropertyTable;
  unit: UnitTable;
  unitImages: UnitImageTable[];
  category: UnitCategoryTable;
  categoryImages: UnitCategoryImageTable[];
  customer: CustomerTable;
  referralVoucherCodes: ReferralVoucherCodeTable[];
  creditCards: CreditCardTable[];
  orderItems: OrderItemTable[];
  propertyKeys: PropertyKeyTable[];
  wifiNetworks: WifiNetworkTable[];
  accessGuidelines: AccessGuidelineTable[];
  commonDoors: CommonDoorTable[];
  products: ProductTable[];
  productGroups: ProductGroupTable[];
  boughtTimes: BoughtStayTimes;
  transferRequests: TransferRequestTable[];
  /** The guest's rewards: an unlocked, unused one makes its products free for the stay. */
  rewards: CustomerRewardTable[];
}

/** The bundle with its texts in `language` (English where a text has no translation). */
export async function findReservationBundle(
  db: SandboxDb,
  slug: string,
  language: string,
): Promise<ReservationBundle | undefined> {
  const bundle = await findBundleInEnglish(db, slug);
  if (!bundle) return undefined;
  const [[property], [unit], [category], propertyKeys, products, productGroups] = await Promise.all(
    [
      inLanguage(db, 'properties', [bundle.property], language),
      inLanguage(db, 'units', [bundle.unit], language),
      inLanguage(db, 'unitCategories', [bundle.category], language),
      inLanguage(db, 'propertyKeys', bundle.propertyKeys, language),
      inLanguage(db, 'products', bundle.products, language),
      inLanguage(db, 'productGroups', bundle.productGroups, language),
    ],
  );
  return {
    ...bundle,
    property: property ?? bundle.property,
    unit: unit ?? bundle.unit,
    category: category ?? bundle.category,
    propertyKeys,
    products,
    productGroups,
  };
}

async function findBundleInEnglish(
  db: SandboxDb,
  slug: string,
): Promise<ReservationBundle | undefined> {
  const reservation = await db
    .selectFrom('reservations')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!reservation) return undefined;
  const { propertyId, unitId, customerId } = reservation;
  const [property, unit, customer] = await Promise.all([
    db.selectFrom('properties').selectAll().where('id', '=', propertyId).executeTakeFirstOrThrow(),
    db.selectFrom('units').selectAll().where('id', '=', unitId).executeTakeFirstOrThrow(),
    db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow(),
  ]);
  const [
    category,
    categoryImages,
    unitImages,
    referralVoucherCodes,
    creditCards,
    orderItems,
    propertyKeys,
    wifiNetworks,
    accessGuidelines,
    commonDoors,
    products,
    productGroups,
    boughtTimes,
    transferRequests,
    rewards,
  ] = await Promise.all([
    db
      .selectFrom('unitCategories')
      .selectAll()
      .where('id', '=', unit.categoryId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('unitCategoryImages')
      .selectAll()
      .where('categoryId', '=', unit.categoryId)
      .orderBy('sequenceNumber')
      .execute(),
    db
      .selectFrom('unitImages')
      .selectAll()
      .where('unitId', '=', unitId)
      .orderBy('sequenceNumber')
      .execute(),
    db
      .selectFrom('referralVoucherCodes')
      .selectAll()
      .where('customerId', '=', customerId)
      .orderBy('value')
      .execute(),
    db
      .selectFrom('creditCards')
      .selectAll()
      .where((eb) => {
        const ofGuest = eb('customerId', '=', customerId);
        // The reservation's own card may have been added by someone without an account.
        const cardId = reservation.creditCardId;
        return cardId ? eb.or([ofGuest, eb('id', '=', cardId)]) : ofGuest;
      })
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('orderItems')
      .selectAll()
      .where('reservationId', '=', reservation.id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('propertyKeys')
      .selectAll()
      .where('propertyId', '=', propertyId)
      .where((eb) => eb.or([eb('unitId', 'is', null), eb('unitId', '=', unitId)]))
      .orderBy('sequenceNumber')
      .execute(),
    db
      .selectFrom('wifiNetworks')
      .selectAll()
      .where('propertyId', '=', propertyId)
      .where((eb) => eb.or([eb('unitId', 'is', null), eb('unitId', '=', unitId)]))
      .execute(),
    db
      .selectFrom('accessGuidelines')
      .selectAll()
      .where('propertyId', '=', propertyId)
      .where((eb) => eb.or([eb('unitId', 'is', null), eb('unitId', '=', unitId)]))
      .execute(),
    db
      .selectFrom('commonDoors')
      .selectAll()
      .where('propertyId', '=', propertyId)
      .orderBy('kind')
      .execute(),
    db
      .selectFrom('products')
      .selectAll()
      .where('propertyId', '=', propertyId)
      .orderBy('type')
      .execute(),
    db.selectFrom('productGroups').selectAll().execute(),
    findBoughtStayTimes(db, reservation),
    db
      .selectFrom('transferRequests')
      .innerJoin('orderItems', 'orderItems.id', 'transferRequests.orderItemId')
      .selectAll('transferRequests')
      .where('orderItems.reservationId', '=', reservation.id)
      .execute(),
    db.selectFrom('customerRewards').selectAll().where('customerId', '=', customerId).execute(),
  ]);
  return {
    reservation,
    property,
    unit,
    unitImages,
    category,
    categoryImages,
    customer,
    referralVoucherCodes,
    creditCards,
    orderItems,
    propertyKeys,
    wifiNetworks,
    accessGuidelines,
    commonDoors,
    products,
    productGroups,
    boughtTimes,
    transferRequests,
    rewards,
  };
}

export interface ReservationLookup {
  reservation: ReservationTable;
  property: PropertyTable;
  category: UnitCategoryTable;
  categoryImages: UnitCategoryImageTable[];
}

/**
 * The reservation a guest names at online check-in: booking number plus the last name of the
 * primary guest on the booking, compared case-insensitively.
 */
export async function findReservationByBooking(
  db: SandboxDb,
  confirmationNumber: string,
  lastName: string,
): Promise<ReservationLookup | undefined> {
  const match = await db
    .selectFrom('reservations')
    .innerJoin('reservationGuests', 'reservationGuests.reservationId', 'reservations.id')
    .selectAll('reservations')
    .select('reservationGuests.lastName as guestLastName')
    .where('reservations.confirmationNumber', '=', confirmationNumber)
    .where('reservationGuests.isPrimary', '=', 1)
    .executeTakeFirst();
  // Compared here rather than with SQLite's lower(), which folds ASCII only (Müller, Øvergård).
  const wanted = lastName.trim().toLocaleLowerCase('und');
  if (!match || match.guestLastName.toLocaleLowerCase('und') !== wanted) return undefined;
  const unit = await db
    .selectFrom('units')
    .select('categoryId')
    .where('id', '=', match.unitId)
    .executeTakeFirstOrThrow();
  const [property, category, categoryImages] = await Promise.all([
    db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', match.propertyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('unitCategories')
      .selectAll()
      .where('id', '=', unit.categoryId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('unitCategoryImages')
      .selectAll()
      .where('categoryId', '=', unit.categoryId)
      .orderBy('sequenceNumber')
      .execute(),
  ]);
  return { reservation: match, property, category, categoryImages };
}
