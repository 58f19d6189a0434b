import { toUpstreamEnum } from '../../derive/enums.ts';
import { partOf } from '../../derive/reservation.ts';
import {
  type ArgumentOf,
  GatewayError,
  inArguments,
  sameNames,
} from '../../errors/gateway-error.ts';
import type { MutationResolvers } from '../../graphql/resolvers.generated.ts';
import { requireReservation, reservationWrite } from '../../steps/reservation-writes.ts';
import {
  addCreditCard,
  cancelReservation,
  changeStayDates,
  checkOutReservation,
} from '../../upstream/reservation-changes.ts';

/**
 * Changes a guest makes to a stay (PATCH /check-in/{slug}). No login: the slug is the credential.
 * Each answers the reservation as it now is, and a refusal as data.
 */
export const reservationChangeMutations: Pick<
  MutationResolvers,
  'addCard' | 'changeStayDates' | 'checkOut' | 'cancelReservation'
> = {
  addCard: (_, { slug, card }, context) =>
    reservationWrite(
      context,
      slug,
      () =>
        inArguments(
          cardArgument,
          () =>
            addCreditCard(context.upstream, slug, {
              name: card.name.trim(),
              type: toUpstreamEnum(card.type),
              expirationDate: card.expirationDate,
              numberMasked: card.numberMasked,
              transactionId: card.transactionId,
            }),
          'CARD_NOT_ADDED',
        ),
      (changed, reservation) => ({
        // The card as the stay now holds it; its id needs the stay, so no stay read, no card.
        card: changed?.creditCard && reservation ? partOf(reservation, changed.creditCard) : null,
      }),
    ),

  changeStayDates: (_, { slug, startDate, endDate }, context) =>
    reservationWrite(
      context,
      slug,
      () =>
        inArguments(sameNames('startDate', 'endDate'), () =>
          changeStayDates(context.upstream, slug, { startDate, endDate }),
        ),
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
      async () => {
        // The schema's promise: an agency's booking is cancelled where it was booked.
        const reservation = await requireReservation(context.loaders, slug);
        if (reservation.cancellationPolicy?.isOTA) throw GatewayError.of('BOOKED_THROUGH_AGENCY');
        return cancelReservation(context.upstream, slug);
      },
      (canceled) => ({ isFreeCancellation: canceled?.isFreeCancellation ?? null }),
    ),
};

/** The pay page's card goes up as `creditCards[0]`: its fields are the `card` argument's. */
const cardArgument: ArgumentOf = (upstreamField) => {
  const match = /^creditCards\[0\]\.(\w+)$/.exec(upstreamField);
  const name = match?.[1];
  return name && ['name', 'type', 'expirationDate', 'numberMasked', 'transactionId'].includes(name)
    ? `card.${name}`
    : undefined;
};
