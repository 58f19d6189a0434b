/** An amount as the core API answers it: major units (`12.5`) beside the currency code. */
export type MoneyView = { amount: number; currencyCode: string };

/** An amount as the core API answers it (major units) with its currency, for a `Money` field. */
export function moneyOf(amount: number, currencyCode: string): MoneyView {
  return { amount, currencyCode };
}

const digitsByCurrency = new Map<string, number>();

/**
 * The currency's minor-unit digits (ISO 4217 exponent) as CLDR knows them: 2 for EUR, GBP, NOK,
 * SEK and DKK, 0 for ISK or JPY. An unknown code counts as 2, the exponent of almost every
 * currency.
 */
export function minorUnitDigitsOf(currencyCode: string): number {
  let digits = digitsByCurrency.get(currencyCode);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: currencyCode,
      }).resolvedOptions().maximumFractionDigits;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(currencyCode, digits ?? 2);
  }
  return digits ?? 2;
}

/** An amount the core API answers in major units (`12.5`), in whole minor units (`1250`). */
export function amountMinorOf(money: MoneyView): number {
  return Math.round(money.amount * 10 ** minorUnitDigitsOf(money.currencyCode));
}

/** Minor units as an exact decimal string in major units: `1250` with 2 digits is `12.50`. */
export function decimalAmountOf(amountMinor: number, digits: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const units = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${units}`;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}
