import type { CardBrand } from './storedCard.ts';

/** What the card form sends to the card provider's pay page: the card itself, never to the gateway. */
export type CardDetails = { number: string; cvv: string; expiry: string; name: string };

/** The pay page's answer for an authorised card: what `addCard` takes. */
export type AuthorisedCard = {
  transactionId: string;
  numberMasked: string;
  type: CardBrand;
  expirationDate: string;
};

export type PayPageOutcome =
  | { ok: true; card: AuthorisedCard }
  /** The issuer declined or the authorisation was cancelled: 'Card is not authorised'. */
  | { ok: false; reason: 'notAuthorised' }
  /** The pay page found a field wrong (a number it refuses, a CVV, an expired date). */
  | { ok: false; reason: 'field'; field: 'number' | 'cvv' | 'expiry' }
  /** Anything else, the pay page unreachable included: 'Failed to add this card'. */
  | { ok: false; reason: 'failed' };

const brandsOfPayPage: Record<string, CardBrand> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  amex: 'AMEX',
  'diners-club': 'DINERS_CLUB',
  discover: 'DISCOVER',
  jcb: 'JCB',
  'union-pay': 'UNION_PAY',
};

const fields = new Set(['number', 'cvv', 'expiry']);

/**
 * Authorises the card at the card provider's pay page (`clientConfiguration.cardPayPageUrl`).
 * The number and CVV go from the browser straight to the provider, as with its hosted page; the
 * gateway only ever sees the transaction id and the masked number the provider answers.
 */
export async function authoriseCard(
  payPageUrl: string,
  card: CardDetails,
  fetchImpl: typeof fetch = fetch,
): Promise<PayPageOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(payPageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card),
      credentials: 'omit',
    });
  } catch {
    return { ok: false, reason: 'failed' };
  }
  const body = (await response.json().catch(() => null)) as {
    data?: Partial<Record<keyof AuthorisedCard, string>>;
    errors?: { code?: string; field?: string }[];
  } | null;
  if (
    response.ok &&
    body?.data?.transactionId &&
    body.data.numberMasked &&
    body.data.expirationDate
  ) {
    return {
      ok: true,
      card: {
        transactionId: body.data.transactionId,
        numberMasked: body.data.numberMasked,
        expirationDate: body.data.expirationDate,
        type: brandsOfPayPage[body.data.type ?? ''] ?? 'UNKNOWN',
      },
    };
  }
  const error = body?.errors?.[0];
  if (response.status === 402) return { ok: false, reason: 'notAuthorised' };
  if (response.status === 400 && error?.field && fields.has(error.field)) {
    return { ok: false, reason: 'field', field: error.field as 'number' | 'cvv' | 'expiry' };
  }
  return { ok: false, reason: 'failed' };
}
