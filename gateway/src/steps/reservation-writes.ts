/**
 * Writes to a reservation, shared by the mutations that make them: the reservation they need, the
 * write itself with its refusal as data, and the reservation read again for the client's store.
 */
import { GatewayError, inArguments, sameNames } from '../errors/gateway-error.ts';
import { reportedUserError } from '../errors/user-error.ts';
import type { GatewayContext } from '../graphql/context.ts';
import type { Loaders } from '../graphql/loaders.ts';
import type { ReservationDto } from '../upstream/dto.ts';

/**
 * The reservation as it is after a write, read again through the request's loader so Relay can
 * update its store. The write already happened: a failed re-read answers null, not an error.
 */
export async function reservationAfterWrite(
  loaders: Loaders,
  slug: string,
): Promise<ReservationDto | null> {
  try {
    return (await loaders.reservationBySlug.clear(slug).load(slug)) ?? null;
  } catch {
    return null;
  }
}

/**
 * Runs a write to a reservation and builds its payload: `ok`, the fields of the write's answer
 * (given `undefined` when it failed), the reservation read again, and the refusal as data.
 */
export async function reservationWrite<Answer, Fields extends object>(
  { loaders, logger }: Pick<GatewayContext, 'loaders' | 'logger'>,
  slug: string,
  write: () => Promise<Answer>,
  fieldsOf: (answer: Answer | undefined, reservation: ReservationDto | null) => Fields,
) {
  try {
    const answer = await inArguments(sameNames('slug'), write);
    const reservation = await reservationAfterWrite(loaders, slug);
    return { ok: true, ...fieldsOf(answer, reservation), reservation, error: null };
  } catch (error) {
    const reservation = await reservationAfterWrite(loaders, slug);
    return {
      ok: false,
      ...fieldsOf(undefined, reservation),
      reservation,
      error: reportedUserError(error, logger),
    };
  }
}

/** A reservation by slug, or `RESERVATION_NOT_FOUND` (about the `slug` argument). */
export async function requireReservation(loaders: Loaders, slug: string): Promise<ReservationDto> {
  const reservation = await loaders.reservationBySlug.load(slug);
  if (!reservation) throw GatewayError.of('RESERVATION_NOT_FOUND', 'slug');
  return reservation;
}
