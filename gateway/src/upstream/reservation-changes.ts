/**
 * Changes a guest makes to a stay: PATCH /check-in/{slug} in its variants (the slug in the path is
 * the credential). One function per call, so resolvers and loaders never assemble paths, headers
 * or `$expand` lists themselves.
 */
import type { UpstreamClient } from './client.ts';
import type { CanceledDto, CardInputDto, CardsChangedDto, StayPaymentDto } from './dto.ts';

export function changeReservation<T>(
  upstream: UpstreamClient,
  slug: string,
  body: object,
  idempotencyKey?: string,
): Promise<T> {
  return upstream.call<T>({
    method: 'PATCH',
    path: '/check-in/{slug}',
    params: { slug },
    body,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

export function addCreditCard(
  upstream: UpstreamClient,
  slug: string,
  card: CardInputDto,
): Promise<CardsChangedDto> {
  return changeReservation<CardsChangedDto>(upstream, slug, { creditCards: [card] });
}

export function changeStayDates(
  upstream: UpstreamClient,
  slug: string,
  dates: { startDate: string; endDate: string },
): Promise<unknown> {
  return changeReservation<unknown>(upstream, slug, dates);
}

export function checkOutReservation(upstream: UpstreamClient, slug: string): Promise<unknown> {
  return changeReservation<unknown>(upstream, slug, { checkOutDone: true });
}

export function cancelReservation(upstream: UpstreamClient, slug: string): Promise<CanceledDto> {
  return changeReservation<CanceledDto>(upstream, slug, { status: 'canceled' });
}

/** Charges an unpaid stay's open balance to one of its guest's cards, at once. */
export function payStayBalance(
  upstream: UpstreamClient,
  slug: string,
  creditCardId: string,
  idempotencyKey: string,
): Promise<StayPaymentDto> {
  return upstream.call<StayPaymentDto>({
    method: 'POST',
    path: '/check-in/{slug}/payments',
    params: { slug },
    body: { creditCardId },
    idempotencyKey,
  });
}
