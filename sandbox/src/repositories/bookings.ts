import type { Transaction as KyselyTransaction } from 'kysely';
import type { Static } from 'typebox';
import type { SandboxDb } from '../db/connection.ts';
import type { CustomerTable, Database, PropertyTable } from '../db/types.ts';
import { buildReservation, buildTestCard } from '../domain/booking.ts';
import { newId, newSlug } from '../domain/ids.ts';
import { addDays, localDateOf } from '../domain/time.ts';
import { badRequest } from '../errors.ts';
import type { TestReservationCreated, TestReservationRequest } from '../schemas/sandbox.ts';
import { unitFreeBetween } from './unit-free.ts';

type Request = Static<typeof TestReservationRequest>;
type Created = Static<typeof TestReservationCreated>;
type Transaction = KyselyTransaction<Database>;

const defaultPropertyKey = 'berlin-kop92';
const firstConfirmationNumber = 200_001;

/** POST /_sandbox/reservations: a reservation with the contract's defaults, in one transaction. */
export async function createTestReservation(
  db: SandboxDb,
  request: Request,
  now: Date,
): Promise<Created> {
  return db.transaction().execute(async (trx) => {
    const property = await pickProperty(trx, request);
    const startDate = addDays(localDateOf(now, property.timeZone), request.startInDays ?? 0);
    const nights = request.nights ?? 2;
    const endDate = addDays(startDate, nights);
    const unit = await pickUnit(trx, property.id, startDate, endDate);
    const category = await trx
      .selectFrom('unitCategories')
      .select('nightlyRateMinor')
      .where('id', '=', unit.categoryId)
      .executeTakeFirstOrThrow();
    const suffix = newId().slice(0, 8);
    const email = (request.email ?? `guest-${suffix}@example.com`).toLowerCase();
    const customer = await findOrCreateCustomer(
      trx,
      {
        email,
        firstName: request.firstName ?? 'Test',
        lastName: request.lastName ?? `Guest-${suffix}`,
      },
      now,
    );
    // A known e-mail books under that customer's name unless the request names the guest.
    const firstName = request.firstName ?? customer.firstName;
    const lastName = request.lastName ?? customer.lastName;

    const cardKind = request.card ?? 'valid';
    let creditCardId: string | null = null;
    if (cardKind !== 'none') {
      const card = buildTestCard(cardKind, newId(), customer.id, `${firstName} ${lastName}`, now);
      await trx.insertInto('creditCards').values(card).execute();
      creditCardId = card.id;
    }
    const reservation = buildReservation({
      id: newId(),
      slug: newSlug(),
      confirmationNumber: await nextConfirmationNumber(trx),
      property,
      unitId: unit.id,
      nightlyRateMinor: category.nightlyRateMinor,
      customerId: customer.id,
      creditCardId,
      startDate,
      nights,
      adults: request.adults ?? 2,
      children: request.children ?? 0,
      status: request.status ?? 'confirmed',
      checkInState: request.checkInState ?? 'guest-details-required',
      cancellation: request.cancellation ?? 'refundable',
      paid: request.paid ?? true,
      now,
    });
    await trx.insertInto('reservations').values(reservation).execute();
    await trx
      .insertInto('reservationGuests')
      .values({
        id: newId(),
        reservationId: reservation.id,
        firstName,
        lastName,
        email,
        phone: null,
        nationality: null,
        dateOfBirth: null,
        isPrimary: 1,
      })
      .execute();
    return {
      id: reservation.id,
      slug: reservation.slug,
      confirmationNumber: reservation.confirmationNumber,
      lastName,
      email,
      propertyKey: property.key,
    };
  });
}

async function pickProperty(trx: Transaction, request: Request): Promise<PropertyTable> {
  if (request.propertyKey === undefined && request.whiteLabel) {
    const whiteLabel = await trx
      .selectFrom('properties')
      .selectAll()
      .where('isWhiteLabel', '=', 1)
      .orderBy('key')
      .executeTakeFirst();
    if (!whiteLabel)
      throw badRequest(
        'NO_WHITE_LABEL_PROPERTY',
        'No white-label property is seeded',
        'whiteLabel',
      );
    return whiteLabel;
  }
  const key = request.propertyKey ?? defaultPropertyKey;
  const property = await trx
    .selectFrom('properties')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirst();
  if (!property)
    throw badRequest('UNKNOWN_PROPERTY', `No property with key '${key}'`, 'propertyKey');
  if (request.whiteLabel !== undefined && request.whiteLabel !== (property.isWhiteLabel === 1)) {
    throw badRequest(
      'WHITE_LABEL_MISMATCH',
      `Property '${key}' is ${property.isWhiteLabel ? '' : 'not '}white-label`,
      'whiteLabel',
    );
  }
  return property;
}

/** A unit with no confirmed stay overlapping the dates; a fully booked property is overbooked. */
async function pickUnit(trx: Transaction, propertyId: string, startDate: string, endDate: string) {
  const units = await trx
    .selectFrom('units')
    .select(['id', 'categoryId'])
    .where('propertyId', '=', propertyId)
    .where(unitFreeBetween(startDate, endDate))
    .orderBy('id')
    .limit(1)
    .execute();
  const free = units[0];
  if (free) return free;
  return trx
    .selectFrom('units')
    .select(['id', 'categoryId'])
    .where('propertyId', '=', propertyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

export async function findOrCreateCustomer(
  trx: Transaction,
  guest: { email: string; firstName: string; lastName: string },
  now: Date,
): Promise<CustomerTable> {
  const existing = await trx
    .selectFrom('customers')
    .selectAll()
    .where('email', '=', guest.email)
    .executeTakeFirst();
  if (existing) return existing;
  const id = newId();
  const customer: CustomerTable = {
    id,
    email: guest.email,
    firstName: guest.firstName,
    lastName: guest.lastName,
    userId: null,
    externalUserId: `ext-${id.slice(0, 8)}`,
    options: '[]',
    intercomVerificationHash: null,
    createdAt: now.toISOString(),
  };
  await trx.insertInto('customers').values(customer).execute();
  const propertiesTotal = await trx
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('customerStatistics')
    .values({
      customerId: id,
      nightsStayed: 0,
      propertiesVisited: 0,
      propertiesTotal: Number(propertiesTotal.count),
    })
    .execute();
  return customer;
}

async function nextConfirmationNumber(trx: Transaction): Promise<string> {
  const latest = await trx
    .selectFrom('reservations')
    .select('confirmationNumber')
    .where('confirmationNumber', '>=', `BK-${firstConfirmationNumber}`)
    .orderBy('confirmationNumber', 'desc')
    .limit(1)
    .executeTakeFirst();
  const next = latest ? Number(latest.confirmationNumber.slice(3)) + 1 : firstConfirmationNumber;
  return `BK-${next}`;
}
