import type { SandboxDb } from '../db/connection.ts';
import type { ElevatorRequestTable, PropertyKeyTable } from '../db/types.ts';

export async function findPropertyKey(
  db: SandboxDb,
  id: string,
): Promise<PropertyKeyTable | undefined> {
  return db.selectFrom('propertyKeys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertElevatorRequest(
  db: SandboxDb,
  request: ElevatorRequestTable,
): Promise<void> {
  await db.insertInto('elevatorRequests').values(request).execute();
}

/** The call, if it was made for the reservation behind `slug`. */
export async function findElevatorRequest(
  db: SandboxDb,
  id: string,
  slug: string,
): Promise<ElevatorRequestTable | undefined> {
  return db
    .selectFrom('elevatorRequests')
    .innerJoin('reservations', 'reservations.id', 'elevatorRequests.reservationId')
    .selectAll('elevatorRequests')
    .where('elevatorRequests.id', '=', id)
    .where('reservations.slug', '=', slug)
    .executeTakeFirst();
}

/** The latest call of this key for this stay, to answer again while the elevator is coming. */
export async function findLatestElevatorRequest(
  db: SandboxDb,
  propertyKeyId: string,
  reservationId: string,
): Promise<ElevatorRequestTable | undefined> {
  return db
    .selectFrom('elevatorRequests')
    .selectAll()
    .where('propertyKeyId', '=', propertyKeyId)
    .where('reservationId', '=', reservationId)
    .orderBy('requestedAt', 'desc')
    .executeTakeFirst();
}
