import { amountMinorOf, decimalAmountOf, minorUnitDigitsOf } from '../../derive/money.ts';
import type { MoneyResolvers } from '../../graphql/resolvers.generated.ts';

/** Money is exact on the wire: minor units, their digits and a decimal string, never a float. */
export const Money: MoneyResolvers = {
  amountMinor: (money) => amountMinorOf(money),
  minorUnitDigits: (money) => minorUnitDigitsOf(money.currencyCode),
  decimalAmount: (money) =>
    decimalAmountOf(amountMinorOf(money), minorUnitDigitsOf(money.currencyCode)),
};
