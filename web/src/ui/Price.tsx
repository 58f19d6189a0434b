import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { Price_money$key } from './__generated__/Price_money.graphql.ts';
import { formatMoney } from './format.ts';

type Props = { money: Price_money$key; className?: string };

/**
 * An amount of the schema's `Money`, in its own currency and the guest's number format. Screens
 * spread `...Price_money` where they select a price and pass the reference.
 */
export function Price({ money, className }: Props) {
  const { i18n } = useTranslation();
  const data = useFragment(
    graphql`
      fragment Price_money on Money {
        decimalAmount
        currencyCode
      }
    `,
    money,
  );
  return <span className={className}>{formatMoney(data, i18n)}</span>;
}
