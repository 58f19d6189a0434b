import type { SandboxDb } from '../db/connection.ts';
import type {
  CheckInState,
  GuestDetailsTable,
  IdentityVerificationTable,
  IdVerificationState,
  PropertyTable,
  ReservationTable,
} from '../db/types.ts';

export async function findReservationWithProperty(
  db: SandboxDb,
  slug: string,
): Promise<{ reservation: ReservationTable; property: PropertyTable } | undefined> {
  const reservation = await db
    .selectFrom('reservations')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!reservation) return undefined;
  const property = await db
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', reservation.propertyId)
    .executeTakeFirstOrThrow();
  return { reservation, property };
}

export async function updateCheckInState(
  db: SandboxDb,
  reservationId: string,
  change: {
    checkInState: CheckInState;
    idVerificationState: IdVerificationState;
    checkedInAt?: string;
  },
): Promise<void> {
  await db.updateTable('reservations').set(change).where('id', '=', reservationId).execute();
}

export async function updatePrimaryGuest(
  db: SandboxDb,
  reservationId: string,
  guest: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    nationality: string;
    dateOfBirth: string;
  },
): Promise<void> {
  await db
    .updateTable('reservationGuests')
    .set(guest)
    .where('reservationId', '=', reservationId)
    .where('isPrimary', '=', 1)
    .execute();
}

export async function saveGuestDetails(db: SandboxDb, details: GuestDetailsTable): Promise<void> {
  await db
    .insertInto('guestDetails')
    .values(details)
    .onConflict((conflict) => conflict.column('reservationId').doUpdateSet(details))
    .execute();
}

export async function findPendingVerification(
  db: SandboxDb,
  reservationId: string,
): Promise<IdentityVerificationTable | undefined> {
  return db
    .selectFrom('identityVerifications')
    .selectAll()
    .where('reservationId', '=', reservationId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function findVerification(
  db: SandboxDb,
  id: string,
): Promise<IdentityVerificationTable | undefined> {
  return db.selectFrom('identityVerifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertVerification(
  db: SandboxDb,
  verification: IdentityVerificationTable,
): Promise<void> {
  await db.insertInto('identityVerifications').values(verification).execute();
}

export async function completeVerification(
  db: SandboxDb,
  id: string,
  status: 'approved' | 'declined',
  completedAt: string,
): Promise<void> {
  await db
    .updateTable('identityVerifications')
    .set({ status, completedAt })
    .where('id', '=', id)
    .execute();
}
