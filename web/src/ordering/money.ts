/**
 * Exact arithmetic on the schema's `Money`: amounts are added in minor units (integers), never
 * as floating-point numbers, and the decimal string is rebuilt from them.
 */
export type ExactMoney = {
  readonly amountMinor: number;
  readonly minorUnitDigits: number;
  readonly decimalAmount: string;
  readonly currencyCode: string;
};

/** The amount as the schema spells it: `1250` with 2 digits is `12.50`, `-5` is `-0.05`. */
export function decimalOf(amountMinor: number, minorUnitDigits: number): string {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError(`Not an exact amount: ${amountMinor}`);
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(amountMinor)).padStart(minorUnitDigits + 1, '0');
  if (minorUnitDigits === 0) return `${sign}${digits}`;
  const split = digits.length - minorUnitDigits;
  return `${sign}${digits.slice(0, split)}.${digits.slice(split)}`;
}

export function money(amountMinor: number, currencyCode: string, minorUnitDigits = 2): ExactMoney {
  return {
    amountMinor,
    minorUnitDigits,
    currencyCode,
    decimalAmount: decimalOf(amountMinor, minorUnitDigits),
  };
}

/** `amount` times a whole number (guests, nights, quantity). */
export function multiplyMoney(amount: ExactMoney, factor: number): ExactMoney {
  if (!Number.isInteger(factor)) throw new RangeError(`Not a whole factor: ${factor}`);
  return money(amount.amountMinor * factor, amount.currencyCode, amount.minorUnitDigits);
}

/**
 * The sum of amounts in one currency. An empty list is zero in `currencyCode`; amounts in
 * different currencies cannot be added and throw (an order is charged in the property's one).
 */
export function sumMoney(amounts: readonly ExactMoney[], currencyCode: string): ExactMoney {
  const first = amounts[0];
  const digits = first?.minorUnitDigits ?? 2;
  let total = 0;
  for (const amount of amounts) {
    if (amount.currencyCode !== currencyCode || amount.minorUnitDigits !== digits) {
      throw new RangeError(`Cannot add ${amount.currencyCode} to ${currencyCode}.`);
    }
    total += amount.amountMinor;
  }
  return money(total, currencyCode, digits);
}

export function isFree(amount: ExactMoney): boolean {
  return amount.amountMinor === 0;
}
