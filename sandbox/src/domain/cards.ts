import type { CreditCardTable } from '../db/types.ts';

export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'diners-club'
  | 'discover'
  | 'jcb'
  | 'union-pay'
  | 'unknown';

/** The contract's test cards that do not simply authorise (sandbox-contract.md, test cards). */
export const declinedAtAuthorisation = '4000000000000002';
export const failsEveryLaterCharge = '4000000000009995';

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand from the issuer prefix (IIN ranges of the schemes the spec lists). */
export function brandOf(digits: string): CardBrand {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (two === 36 || two === 38 || (four >= 3000 && four <= 3059)) return 'diners-club';
  if (digits.startsWith('6011') || two === 65) return 'discover';
  if (two === 35) return 'jcb';
  if (two === 62) return 'union-pay';
  return 'unknown';
}

export function cvvLengthFor(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** `424242xxxxxx4242`: first six and last four digits, as the card provider masks them. */
export function maskNumber(digits: string): string {
  return `${digits.slice(0, 6)}${'x'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** `MM/YY` to `YYYY-MM`, or null when the month is not 01-12. */
export function expirationDateOf(expiry: string): string | null {
  const [month, year] = expiry.split('/');
  const monthNumber = Number(month);
  if (!year || monthNumber < 1 || monthNumber > 12) return null;
  return `20${year}-${month}`;
}

/** A card is valid through the last day of its expiry month. */
export function hasExpired(expirationDate: string, now: Date): boolean {
  const [year, month] = expirationDate.split('-').map(Number);
  return now.getTime() >= Date.UTC(year ?? 0, month ?? 0, 1);
}

export interface CardEntry {
  digits: string;
  name: string;
  expirationDate: string;
  brand: CardBrand;
}

/** An authorised card as the pay page stores it: not yet on any reservation or customer. */
export function authorisedCard(
  entry: CardEntry,
  id: string,
  transactionId: string,
  now: Date,
): CreditCardTable {
  return {
    id,
    customerId: null,
    numberMasked: maskNumber(entry.digits),
    name: entry.name,
    expirationDate: entry.expirationDate,
    createdAt: now.toISOString(),
    format: 'physical',
    state: 'enabled',
    type: entry.brand,
    authorizationState: 'authorized',
    transactionId,
    chargeOutcome: entry.digits === failsEveryLaterCharge ? 'fails' : 'succeeds',
  };
}
