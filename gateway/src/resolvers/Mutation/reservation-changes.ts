import { toUpstreamEnum } from '../../derive/enums.ts';
import { amountMinorOf, moneyOf } from '../../derive/money.ts';
import { partOf } from '../../derive/reservation.ts';
import { stayAt } from '../../derive/stay/index.ts';
import {
  type ArgumentOf,
  GatewayError,
  inArguments,
  sameNames,
} from '../../errors/gateway-error.ts';
import type { GatewayContext } from '../../graphql/context.ts';
import { checkedIdempotencyKey } from '../../graphql/idempotency.ts';
import type { MutationResolvers } from '../../graphql/resolvers.generated.ts';
import { unitDatesOf } from '../../steps/product-availability.ts';
import { requireReservation, reservationWrite } from '../../steps/reservation-writes.ts';
import type { ReservationDto } from '../../upstream/dto.ts';
import {
  addCreditCard,
  cancelReservation,
  changeStayDates,
  checkOutReservation,
  payStayBalance,
} from '../../upstream/reservation-changes.ts';

/**
 * Changes a guest makes to a stay (PATCH /check-in/{slug}). No login: the slug is the credential.
 * Each answers the reservation as it now is, and a refusal as data.
 */
export const reservationChangeMutations: Pick<
  MutationResolvers,
  'addCard' | 'payStayBalance' | 'changeStayDates' | 'checkOut' | 'cancelReservation'
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

  payStayBalance: (_, { slug, cardId, expectedAmountMinor, idempotencyKey }, context) =>
    reservationWrite(
      context,
      slug,
      async () => {
        const key = checkedIdempotencyKey(idempotencyKey);
        await requirePayableBalance(context, slug, cardId, expectedAmountMinor);
        return inArguments(sameNames('cardId'), () =>
          payStayBalance(context.upstream, slug, cardId, key),
        );
      },
      (paid, reservation) => ({
        payment:
          paid && reservation
            ? {
                amount: moneyOf(paid.amount, paid.currencyCode),
                paidAt: paid.paidAt,
                card: cardOf(reservation, paid.creditCardId),
              }
            : null,
      }),
    ),

  changeStayDates: (_, { slug, startDate, endDate, expectedTotalMinor }, context) =>
    reservationWrite(
      context,
      slug,
      async () => {
        await requireQuotedDateChange(context, slug, { startDate, endDate }, expectedTotalMinor);
        return inArguments(sameNames('startDate', 'endDate'), () =>
          changeStayDates(context.upstream, slug, { startDate, endDate }),
        );
      },
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

/**
 * What the stay's truth says before a payment is asked for: a balance the app may take, exactly
 * the amount the guest confirmed, and a card of the stay. Nothing is charged otherwise.
 */
async function requirePayableBalance(
  context: GatewayContext,
  slug: string,
  cardId: string,
  expectedAmountMinor: number,
): Promise<void> {
  const reservation = await requireReservation(context.loaders, slug);
  const stay = stayAt(reservation, context.now());
  if (stay.orderRefusal) throw GatewayError.of(stay.orderRefusal);
  if (stay.isPaid || stay.balanceDue === null) throw GatewayError.of('ALREADY_PAID');
  if (!stay.isBalancePayableInApp) throw GatewayError.of('PAY_AT_PROPERTY');
  const due = amountMinorOf(moneyOf(stay.balanceDue, stay.currencyCode));
  if (due !== expectedAmountMinor) throw GatewayError.of('BALANCE_CHANGED', 'expectedAmountMinor');
  if (!(reservation.creditCards ?? []).some((card) => card.id === cardId)) {
    throw GatewayError.of('BAD_USER_INPUT', 'cardId');
  }
}

/**
 * What the stay's truth says before new dates are asked for: dates the stay may move to, at
 * exactly the new total the guest was shown (`Reservation.dateChangeQuote`). Nothing changes or
 * is charged otherwise.
 */
async function requireQuotedDateChange(
  context: GatewayContext,
  slug: string,
  dates: { startDate: string; endDate: string },
  expectedTotalMinor: number,
): Promise<void> {
  const reservation = await requireReservation(context.loaders, slug);
  const quote = stayAt(reservation, context.now()).dateChangeQuote(
    dates,
    await unitDatesOf(reservation, context),
  );
  if (quote.refusal) throw GatewayError.of(quote.refusal.code, quote.refusal.field);
  if (quote.newTotalMinor !== expectedTotalMinor) {
    throw GatewayError.of('PRICE_CHANGED', 'expectedTotalMinor');
  }
}

function cardOf(reservation: ReservationDto, cardId: string) {
  const card = [...(reservation.creditCards ?? []), reservation.creditCard].find(
    (candidate) => candidate?.id === cardId,
  );
  return card ? partOf(reservation, card) : null;
}

/** The pay page's card goes up as `creditCards[0]`: its fields are the `card` argument's. */
const cardArgument: ArgumentOf = (upstreamField) => {
  const match = /^creditCards\[0\]\.(\w+)$/.exec(upstreamField);
  const name = match?.[1];
  return name && ['name', 'type', 'expirationDate', 'numberMasked', 'transactionId'].includes(name)
    ? `card.${name}`
    : undefined;
};
