import type {
  CancellationType,
  CheckInState,
  CustomerTable,
  PropertyTable,
  ReservationStatus,
  ReservationTable,
} from '../db/types.ts';
import { buildReservation, buildTestCard, type TestCardKind } from '../domain/booking.ts';
import { stableId } from '../domain/ids.ts';
import { addDays, localDateOf, zonedInstant } from '../domain/time.ts';
import type { SeedRows } from './rows.ts';

// Demo guests and their stays, documented in sandbox/README.md. Dates are relative to "today"
// in each property's time zone at seed time, so the demo stays current.

interface DemoCustomer {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  member: boolean;
  marketingConsent: boolean;
  referralCode: string | null;
}

const demoCustomers: readonly DemoCustomer[] = [
  {
    key: 'aino',
    firstName: 'Aino',
    lastName: 'Virtanen',
    email: 'aino.virtanen@example.com',
    member: true,
    marketingConsent: true,
    referralCode: 'AINO-VIRTANEN-10',
  },
  {
    key: 'james',
    firstName: 'James',
    lastName: 'Carter',
    email: 'james.carter@example.com',
    member: true,
    marketingConsent: false,
    referralCode: 'JAMES-CARTER-10',
  },
  {
    key: 'mari',
    firstName: 'Mari',
    lastName: 'Tamm',
    email: 'mari.tamm@example.com',
    member: false,
    marketingConsent: false,
    referralCode: null,
  },
  {
    key: 'lena',
    firstName: 'Lena',
    lastName: 'Schmidt',
    email: 'lena.schmidt@example.com',
    member: true,
    marketingConsent: true,
    referralCode: 'LENA-SCHMIDT-10',
  },
  {
    key: 'giulia',
    firstName: 'Giulia',
    lastName: 'Rossi',
    email: 'giulia.rossi@example.com',
    member: false,
    marketingConsent: false,
    referralCode: null,
  },
  {
    key: 'ole',
    firstName: 'Ole',
    lastName: 'Hansen',
    email: 'ole.hansen@example.com',
    member: false,
    marketingConsent: false,
    referralCode: null,
  },
];

interface DemoStay {
  confirmationNumber: string;
  slug: string;
  customer: string;
  propertyKey: string;
  startInDays: number;
  nights: number;
  adults: number;
  children: number;
  status: ReservationStatus;
  checkInState: CheckInState;
  cancellation: CancellationType;
  paid: boolean;
  card: TestCardKind | 'none';
  checkedOut?: boolean;
}

export const demoStays: readonly DemoStay[] = [
  {
    confirmationNumber: 'BK-100001',
    slug: 'demo-stay-helsinki',
    customer: 'aino',
    propertyKey: 'helsinki-kas40',
    startInDays: 0,
    nights: 3,
    adults: 2,
    children: 0,
    status: 'confirmed',
    checkInState: 'guest-details-required',
    cancellation: 'refundable',
    paid: true,
    card: 'valid',
  },
  {
    confirmationNumber: 'BK-100002',
    slug: 'demo-stay-london',
    customer: 'james',
    propertyKey: 'london-ch65',
    startInDays: -2,
    nights: 2,
    adults: 1,
    children: 0,
    status: 'confirmed',
    checkInState: 'check-in-completed',
    cancellation: 'refundable',
    paid: true,
    card: 'valid',
  },
  {
    confirmationNumber: 'BK-100003',
    slug: 'demo-stay-tallinn',
    customer: 'mari',
    propertyKey: 'tallinn-lii34',
    startInDays: 5,
    nights: 4,
    adults: 2,
    children: 1,
    status: 'confirmed',
    checkInState: 'id-verification-required',
    cancellation: 'refundable',
    paid: true,
    card: 'valid',
  },
  {
    confirmationNumber: 'BK-100004',
    slug: 'demo-stay-berlin',
    customer: 'lena',
    propertyKey: 'berlin-kop92',
    startInDays: 0,
    nights: 2,
    adults: 2,
    children: 0,
    status: 'confirmed',
    checkInState: 'check-in-completed',
    cancellation: 'non-refundable',
    paid: false,
    card: 'valid',
  },
  {
    confirmationNumber: 'BK-100005',
    slug: 'demo-stay-canceled',
    customer: 'giulia',
    propertyKey: 'milan-tor38',
    startInDays: 10,
    nights: 3,
    adults: 2,
    children: 0,
    status: 'canceled',
    checkInState: 'guest-details-required',
    cancellation: 'refundable',
    paid: false,
    card: 'none',
  },
  {
    confirmationNumber: 'BK-100006',
    slug: 'demo-stay-oslo',
    customer: 'ole',
    propertyKey: 'oslo-kar27',
    startInDays: -1,
    nights: 8,
    adults: 1,
    children: 0,
    status: 'confirmed',
    checkInState: 'check-in-completed',
    cancellation: 'ota',
    paid: true,
    card: 'declining',
  },
  {
    confirmationNumber: 'BK-100007',
    slug: 'demo-stay-white-label',
    customer: 'giulia',
    propertyKey: 'bonn-pop12',
    startInDays: 1,
    nights: 2,
    adults: 2,
    children: 0,
    status: 'confirmed',
    checkInState: 'guest-details-required',
    cancellation: 'refundable',
    paid: true,
    card: 'valid',
  },
  {
    confirmationNumber: 'BK-100008',
    slug: 'demo-stay-stockholm',
    customer: 'aino',
    propertyKey: 'stockholm-dro45',
    startInDays: 30,
    nights: 5,
    adults: 2,
    children: 2,
    status: 'confirmed',
    checkInState: 'guest-details-required',
    cancellation: 'refundable',
    paid: false,
    card: 'none',
  },
  {
    confirmationNumber: 'BK-100009',
    slug: 'demo-stay-past',
    customer: 'aino',
    propertyKey: 'copenhagen-ves18',
    startInDays: -20,
    nights: 4,
    adults: 2,
    children: 0,
    status: 'confirmed',
    checkInState: 'check-in-completed',
    cancellation: 'refundable',
    paid: true,
    card: 'valid',
    checkedOut: true,
  },
  {
    confirmationNumber: 'BK-100010',
    slug: 'demo-stay-munich',
    customer: 'lena',
    propertyKey: 'munich-lin24',
    startInDays: -1,
    nights: 3,
    adults: 1,
    children: 0,
    status: 'confirmed',
    checkInState: 'check-in-completed',
    cancellation: 'refundable',
    paid: true,
    card: 'valid',
  },
];

/** Nights a member has stayed, as the loyalty statistics count them. */
const memberNightsStayed = 14;

/**
 * Rewards of every type the app keeps, plus two it drops, for the first member. The nights each
 * still needs follow from the same count as the statistics (`memberNightsStayed`), so the rewards
 * and the account's figures never contradict each other.
 */
const demoRewards = [
  { type: 'loyalty-voucher', name: '10% off your next stay', reservations: 0, totalNights: 2 },
  { type: 'check-in-early', name: 'Free early check-in', reservations: 1, totalNights: 5 },
  { type: 'check-out-late', name: 'Free late check-out', reservations: 1, totalNights: 17 },
  { type: 'gym', name: 'Free gym pass', reservations: 0, totalNights: 4 },
  { type: 'exclusive-offers-access', name: 'Exclusive offers', reservations: 2, totalNights: 20 },
  { type: 'obvlo-access', name: 'Obvlo dining', reservations: 3, totalNights: 25 },
  {
    type: 'property-unit-category-upgrade',
    name: 'Free upgrade',
    reservations: 4,
    totalNights: 30,
  },
  { type: 'legacy-points', name: 'Points (retired)', reservations: 0, totalNights: 0 },
  { type: 'partner-spa', name: 'Spa partner (retired)', reservations: 1, totalNights: 16 },
] as const;

export function addDemo(rows: SeedRows, now: Date): void {
  const customers = new Map<string, CustomerTable>();
  for (const demo of demoCustomers) customers.set(demo.key, addCustomer(rows, demo, now));
  const takenUnits = new Set<string>();
  for (const stay of demoStays) {
    const customer = customers.get(stay.customer);
    if (!customer)
      throw new Error(
        `Demo stay ${stay.confirmationNumber} names unknown customer ${stay.customer}`,
      );
    addStay(rows, stay, customer, takenUnits, now);
  }
  const aino = customers.get('aino');
  if (aino) addRewards(rows, aino.id);
  addBookedServices(rows);
}

function addCustomer(rows: SeedRows, demo: DemoCustomer, now: Date): CustomerTable {
  const id = stableId('customer', demo.email);
  const customer: CustomerTable = {
    id,
    email: demo.email,
    firstName: demo.firstName,
    lastName: demo.lastName,
    userId: demo.member ? stableId('user', demo.email) : null,
    externalUserId: `ext-${demo.key}`,
    options: JSON.stringify(demo.marketingConsent ? ['send-marketing-emails'] : []),
    intercomVerificationHash: demo.member
      ? stableId('intercom', demo.email).replaceAll('-', '')
      : null,
    createdAt: now.toISOString(),
  };
  rows.customers.push(customer);
  if (demo.referralCode) {
    rows.referralVoucherCodes.push({
      id: stableId('referral', demo.referralCode),
      customerId: id,
      value: demo.referralCode,
    });
  }
  rows.customerStatistics.push({
    customerId: id,
    nightsStayed: demo.member ? memberNightsStayed : 0,
    propertiesVisited: demo.member ? 3 : 0,
    propertiesTotal: rows.properties.length,
  });
  return customer;
}

function addStay(
  rows: SeedRows,
  stay: DemoStay,
  customer: CustomerTable,
  takenUnits: Set<string>,
  now: Date,
): void {
  const property = rows.properties.find((candidate) => candidate.key === stay.propertyKey);
  if (!property)
    throw new Error(
      `Demo stay ${stay.confirmationNumber} names unknown property ${stay.propertyKey}`,
    );
  const unit = rows.units.find(
    (candidate) => candidate.propertyId === property.id && !takenUnits.has(candidate.id),
  );
  const category = rows.unitCategories.find((candidate) => candidate.id === unit?.categoryId);
  if (!unit || !category) throw new Error(`Property ${property.key} has no free unit for the demo`);
  takenUnits.add(unit.id);

  const id = stableId('reservation', stay.confirmationNumber);
  let creditCardId: string | null = null;
  if (stay.card !== 'none') {
    const card = buildTestCard(
      stay.card,
      stableId('credit-card', stay.confirmationNumber),
      customer.id,
      `${customer.firstName} ${customer.lastName}`,
      now,
    );
    rows.creditCards.push(card);
    creditCardId = card.id;
  }
  const today = localDateOf(now, property.timeZone);
  const reservation: ReservationTable = buildReservation({
    id,
    slug: stay.slug,
    confirmationNumber: stay.confirmationNumber,
    property,
    unitId: unit.id,
    nightlyRateMinor: category.nightlyRateMinor,
    customerId: customer.id,
    creditCardId,
    startDate: addDays(today, stay.startInDays),
    nights: stay.nights,
    adults: stay.adults,
    children: stay.children,
    status: stay.status,
    checkInState: stay.checkInState,
    cancellation: stay.cancellation,
    paid: stay.paid,
    now,
  });
  if (stay.checkedOut) {
    reservation.checkedOutAt = zonedInstant(
      reservation.endDate,
      '10:24',
      property.timeZone,
    ).toISOString();
  }
  rows.reservations.push(reservation);
  rows.reservationGuests.push({
    id: stableId('guest', stay.confirmationNumber),
    reservationId: id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: null,
    nationality: null,
    dateOfBirth: null,
    isPrimary: 1,
  });
  addOrderedExtras(rows, reservation, property, now);
}

/** Started or past stays carry a breakfast order and a cancelled one the app must hide. */
function addOrderedExtras(
  rows: SeedRows,
  reservation: ReservationTable,
  property: PropertyTable,
  now: Date,
): void {
  const started = reservation.startDate <= localDateOf(now, property.timeZone);
  if (reservation.status === 'canceled' || !started) return;
  const breakfast = rows.products.find(
    (product) => product.propertyId === property.id && product.type === 'breakfast',
  );
  if (!breakfast) return;
  const orderId = stableId('order', reservation.confirmationNumber);
  rows.orders.push({
    id: orderId,
    reservationId: reservation.id,
    status: 'ordered',
    errorCode: null,
    createdAt: now.toISOString(),
    settlesAt: now.toISOString(),
  });
  const item = (status: 'delivered' | 'canceled', suffix: string) => ({
    id: stableId('order-item', `${reservation.confirmationNumber}:${suffix}`),
    reservationId: reservation.id,
    orderId,
    productId: breakfast.id,
    customProductId: null,
    status,
    // One breakfast per guest, on the arrival day (before the mornings the app sells).
    consumptionDate: reservation.startDate,
    consumptionEndDate: null,
    quantity: reservation.adultsCount,
    priceGrossMinor: breakfast.priceGrossMinor * reservation.adultsCount,
    currencyCode: breakfast.currencyCode,
    createdAt: now.toISOString(),
    propertyUnitCategoryId: null,
    customerRewardId: null,
    isEstimate: 0 as const,
  });
  rows.orderItems.push(item('delivered', 'breakfast'), item('canceled', 'breakfast-duplicate'));
}

/**
 * Services that use up inventory: the long Oslo stay has its complimentary mid-stay cleaning
 * scheduled, and the London guest holds a late check-out slot on departure day.
 */
function addBookedServices(rows: SeedRows): void {
  const oslo = rows.reservations.find((reservation) => reservation.slug === 'demo-stay-oslo');
  const osloProperty = rows.properties.find((property) => property.id === oslo?.propertyId);
  if (oslo && osloProperty) {
    const day = firstWeekdayAfter(addDays(oslo.startDate, 2));
    rows.cleaningSchedule.push({
      id: stableId('cleaning', oslo.confirmationNumber),
      reservationId: oslo.id,
      unitId: oslo.unitId,
      startDate: zonedInstant(day, '10:00', osloProperty.timeZone).toISOString(),
      endDate: zonedInstant(day, '11:00', osloProperty.timeZone).toISOString(),
      isComplimentary: 1,
      orderItemId: null,
    });
  }
  const london = rows.reservations.find((reservation) => reservation.slug === 'demo-stay-london');
  const slot = rows.timeslotInventory.find(
    (candidate) =>
      candidate.propertyId === london?.propertyId &&
      candidate.productType === 'late-check-out' &&
      candidate.time === '13:00',
  );
  const londonProperty = rows.properties.find((property) => property.id === london?.propertyId);
  const lateCheckOut = rows.products.find(
    (product) => product.propertyId === london?.propertyId && product.type === 'late-check-out',
  );
  if (london && slot && londonProperty && lateCheckOut) {
    rows.timeslotBookings.push({
      id: stableId('timeslot-booking', london.confirmationNumber),
      timeslotId: slot.id,
      reservationId: london.id,
      localDate: london.endDate,
    });
    // The slot is the stay's own: bought with an order like any late check-out.
    const orderId = stableId('order', `${london.confirmationNumber}:late-check-out`);
    const createdAt = zonedInstant(addDays(london.endDate, -1), '18:00', londonProperty.timeZone);
    rows.orders.push({
      id: orderId,
      reservationId: london.id,
      status: 'ordered',
      errorCode: null,
      createdAt: createdAt.toISOString(),
      settlesAt: createdAt.toISOString(),
    });
    rows.orderItems.push({
      id: stableId('order-item', `${london.confirmationNumber}:late-check-out`),
      reservationId: london.id,
      orderId,
      productId: lateCheckOut.id,
      customProductId: null,
      status: 'confirmed',
      consumptionDate: zonedInstant(
        london.endDate,
        slot.time,
        londonProperty.timeZone,
      ).toISOString(),
      consumptionEndDate: null,
      quantity: 1,
      priceGrossMinor: lateCheckOut.priceGrossMinor,
      currencyCode: lateCheckOut.currencyCode,
      createdAt: createdAt.toISOString(),
      propertyUnitCategoryId: null,
      customerRewardId: null,
      isEstimate: 0,
    });
  }
}

/** Cleaning runs Monday to Friday only (spec §5). */
function firstWeekdayAfter(localDate: string): string {
  let day = localDate;
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

function addRewards(rows: SeedRows, customerId: string): void {
  for (const reward of demoRewards) {
    // Two rewards come without content, so clients meet the empty-content case.
    const withoutContent = reward.type === 'legacy-points' || reward.type === 'gym';
    rows.customerRewards.push({
      id: stableId('reward', `${customerId}:${reward.type}`),
      customerId,
      type: reward.type,
      name: reward.name,
      nightsUntilNextTier: Math.max(0, reward.totalNights - memberNightsStayed),
      totalNightsRequired: reward.totalNights,
      reservationsUntilNextTier: reward.reservations,
      contentSubTitle: withoutContent ? null : `Unlocked after ${reward.totalNights} nights`,
      contentDescription: withoutContent
        ? null
        : `${reward.name} for members of the loyalty scheme.`,
      contentGuideline: withoutContent ? null : 'Applied automatically to your next booking.',
      redeemedAt: null,
      redeemedOrderItemId: null,
    });
  }
}
