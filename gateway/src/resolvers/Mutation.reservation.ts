import { CatalogueError } from '../errors/catalogue.ts';
import { reportedUserError } from '../errors/user-error.ts';
import type { GatewayContext } from '../graphql/context.ts';
import type { Loaders } from '../graphql/loaders.ts';
import type { CardType, MutationResolvers } from '../graphql/resolvers.generated.ts';
import {
  addCreditCard,
  cancelReservation,
  changeStayDates,
  checkOutReservation,
} from '../upstream/core-api.ts';
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

/** GraphQL's `DINERS_CLUB` is the core API's `diners-club`. */
function upstreamCardType(type: CardType): string {
  return type.toLowerCase().replaceAll('_', '-');
}

/**
 * Changes a guest makes to a stay (PATCH /check-in/{slug}). No login: the slug is the credential.
 * Each answers the reservation as it now is, and a refusal as data.
 */
export const reservationMutations: Pick<
  MutationResolvers,
  'addCard' | 'changeStayDates' | 'checkOut' | 'cancelReservation'
> = {
  addCard: (_, { slug, card }, context) =>
    reservationWrite(
      context,
      slug,
      () =>
        addCreditCard(context.upstream, slug, {
          name: card.name.trim(),
          type: upstreamCardType(card.type),
          expirationDate: card.expirationDate,
          numberMasked: card.numberMasked,
          transactionId: card.transactionId,
        }),
      (changed) => ({ card: changed?.creditCard ?? null }),
    ),

  changeStayDates: (_, { slug, startDate, endDate }, context) =>
    reservationWrite(
      context,
      slug,
      () => changeStayDates(context.upstream, slug, { startDate, endDate }),
      () => ({}),
    ),

  checkOut: (_, { slug }, context) =>
    reservationWrite(
      context,
      slug,
      () => checkOutReservation(context.upstream, slug),
      () => ({}),
    ),

  cancelReservation: (_, { slug }, context) =>
    reservationWrite(
      context,
      slug,
      () => cancelReservation(context.upstream, slug),
      (canceled) => ({ isFreeCancellation: canceled?.isFreeCancellation ?? null }),
    ),
};

/**
 * Runs a write to a reservation and builds its payload: `ok`, the fields of the write's answer
 * (given `undefined` when it failed), the reservation read again, and the refusal as data.
 */
export async function reservationWrite<Answer, Fields extends object>(
  { loaders, logger }: Pick<GatewayContext, 'loaders' | 'logger'>,
  slug: string,
  write: () => Promise<Answer>,
  fieldsOf: (answer: Answer | undefined) => Fields,
) {
  try {
    const answer = await write();
    const reservation = await reservationAfterWrite(loaders, slug);
    return { ok: true, ...fieldsOf(answer), reservation, error: null };
  } catch (error) {
    const reservation = await reservationAfterWrite(loaders, slug);
    return {
      ok: false,
      ...fieldsOf(undefined),
      reservation,
      error: reportedUserError(error, logger),
    };
  }
}

/** A reservation by slug, or the catalogue's failure when there is none. */
export async function requireReservation(loaders: Loaders, slug: string): Promise<ReservationDto> {
  const reservation = await loaders.reservationBySlug.load(slug);
  if (!reservation) throw CatalogueError.of('unknown');
  return reservation;
}
