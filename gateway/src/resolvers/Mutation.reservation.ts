import type { FastifyBaseLogger } from 'fastify';
import { CatalogueError } from '../errors/catalogue.ts';
import { reportedUserError } from '../errors/user-error.ts';
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
  addCard: async (_, { slug, card }, { upstream, loaders, logger }) => {
    try {
      const changed = await addCreditCard(upstream, slug, {
        name: card.name.trim(),
        type: upstreamCardType(card.type),
        expirationDate: card.expirationDate,
        numberMasked: card.numberMasked,
        transactionId: card.transactionId,
      });
      const reservation = await reservationAfterWrite(loaders, slug);
      return { ok: true, card: changed.creditCard, reservation, error: null };
    } catch (error) {
      const reservation = await reservationAfterWrite(loaders, slug);
      return { ok: false, card: null, reservation, error: reportedUserError(error, logger) };
    }
  },

  changeStayDates: (_, { slug, startDate, endDate }, { upstream, loaders, logger }) =>
    changeOf(loaders, logger, slug, () => changeStayDates(upstream, slug, { startDate, endDate })),

  checkOut: (_, { slug }, { upstream, loaders, logger }) =>
    changeOf(loaders, logger, slug, () => checkOutReservation(upstream, slug)),

  cancelReservation: async (_, { slug }, { upstream, loaders, logger }) => {
    try {
      const canceled = await cancelReservation(upstream, slug);
      const reservation = await reservationAfterWrite(loaders, slug);
      return {
        ok: true,
        isFreeCancellation: canceled.isFreeCancellation,
        reservation,
        error: null,
      };
    } catch (error) {
      const reservation = await reservationAfterWrite(loaders, slug);
      return {
        ok: false,
        isFreeCancellation: null,
        reservation,
        error: reportedUserError(error, logger),
      };
    }
  },
};

async function changeOf(
  loaders: Loaders,
  logger: FastifyBaseLogger,
  slug: string,
  write: () => Promise<unknown>,
) {
  try {
    await write();
    return { ok: true, reservation: await reservationAfterWrite(loaders, slug), error: null };
  } catch (error) {
    const reservation = await reservationAfterWrite(loaders, slug);
    return { ok: false, reservation, error: reportedUserError(error, logger) };
  }
}

/** A reservation by slug, or the catalogue's failure when there is none. */
export async function requireReservation(loaders: Loaders, slug: string): Promise<ReservationDto> {
  const reservation = await loaders.reservationBySlug.load(slug);
  if (!reservation) throw CatalogueError.of('unknown');
  return reservation;
}
