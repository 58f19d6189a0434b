import type { SandboxDb } from '../db/connection.ts';
import type { PropertyTable, ReservationTable, StayPaymentTable } from '../db/types.ts';
import { hasExpired } from '../domain/cards.ts';
import { newId } from '../domain/ids.ts';
import { refuseIfStayClosed } from '../domain/stay-changes.ts';
import { ApiError, conflict, notFound } from '../errors.ts';

/**
 * POST /check-in/{slug}/payments: the stay's open balance (its whole price while it is unpaid)
 * charged at once to a card stored for the stay's guest, which becomes the stay's card. The stay is
 * then paid, so its door keys work as their windows say. Refused, with nothing written, when the
 * stay owes nothing, is closed, is at a property that takes such payments only at the desk, or
 * when the card is not the guest's, has expired or the charge fails.
 */
export async function payStayBalance(
  db: SandboxDb,
  stay: { reservation: ReservationTable; property: PropertyTable },
  creditCardId: string,
  now: Date,
): Promise<StayPaymentTable> {
  const { reservation, property } = stay;
  refuseIfStayClosed(reservation, property.timeZone, now);
  if (reservation.isPaid === 1) throw conflict('ALREADY_PAID', 'The stay is paid already');
  if (property.acceptsAppPayments !== 1) {
    throw conflict(
      'PAYMENT_AT_PROPERTY',
      'This property takes payment of an open balance at the property, not in the app',
    );
  }
  return db.transaction().execute(async (trx) => {
    const card = await trx
      .selectFrom('creditCards')
      .selectAll()
      .where('id', '=', creditCardId)
      .where('customerId', '=', reservation.customerId)
      .executeTakeFirst();
    if (!card) {
      throw notFound('CARD_NOT_FOUND', `No card '${creditCardId}' of this guest`, 'creditCardId');
    }
    if (hasExpired(card.expirationDate, now)) {
      throw conflict('CARD_EXPIRED', 'The card has expired', 'creditCardId');
    }
    if (card.chargeOutcome === 'fails') {
      throw new ApiError(402, 'ERROR_ORDER_PAYMENT', 'The card was not charged', 'creditCardId');
    }
    const payment: StayPaymentTable = {
      id: newId(),
      reservationId: reservation.id,
      creditCardId: card.id,
      amountMinor: reservation.totalPriceMinor,
      currencyCode: reservation.currencyCode,
      paidAt: now.toISOString(),
    };
    await trx.insertInto('stayPayments').values(payment).execute();
    await trx
      .updateTable('reservations')
      .set({ isPaid: 1, creditCardId: card.id })
      .where('id', '=', reservation.id)
      .execute();
    return payment;
  });
}
