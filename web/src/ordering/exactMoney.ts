import { graphql, readInlineData } from 'react-relay';
import type { exactMoney_money$key } from './__generated__/exactMoney_money.graphql.ts';
import type { ExactMoney } from './money.ts';

/**
 * What a selling screen selects for a price it adds up or hands to the order: `...exactMoney_money`.
 * Inline, so the price is plain data for `sumMoney` and the order draft.
 */
const exactMoneyFragment = graphql`
  fragment exactMoney_money on Money @inline {
    amountMinor
    minorUnitDigits
    decimalAmount
    currencyCode
  }
`;

export function readExactMoney(ref: exactMoney_money$key): ExactMoney {
  return readInlineData(exactMoneyFragment, ref);
}
