import { useTranslation } from 'react-i18next';
import { graphql, readInlineData } from 'react-relay';
import { formatDateTime, formatLocalDate } from '../ui/format.ts';
import type { boughtItem_item$key } from './__generated__/boughtItem_item.graphql.ts';
import { useProductName } from './productNames.ts';
import { toProductType } from './productScreens.ts';

/**
 * What names a bought item wherever it is listed (the stay's "Your extras", the account's stays):
 * what was bought, by its own name, and for when and where.
 */
const boughtItemFragment = graphql`
  fragment boughtItem_item on OrderedItem @inline {
    productId
    name
    type
    consumptionDate
    timeslotStartsAt
    transfer {
      direction
      time
      flightNumber
      address
    }
  }
`;

export type BoughtItemDescription = {
  name: string;
  /** The slot's start, or the day (with a transfer's time); null for an item of no one day. */
  when: string | null;
  /** A transfer's direction with its flight or address; null for anything else. */
  transfer: string | null;
};

/**
 * Describes bought items in the guest's language and the property's time zone. An item the core
 * API no longer names takes its product's name from `namesOnSale` (the stay's offers) when given.
 */
export function useBoughtItemDescription(
  timeZone: string,
  namesOnSale?: ReadonlyMap<string, string>,
): (ref: boughtItem_item$key) => BoughtItemDescription {
  const { t, i18n } = useTranslation('stayDetails');
  const nameOf = useProductName();
  return (ref) => {
    const item = readInlineData(boughtItemFragment, ref);
    const name =
      item.name !== null && item.name !== undefined
        ? nameOf(toProductType(item.type), item.name)
        : (namesOnSale?.get(item.productId) ?? t('extras.unnamed'));
    const when = item.timeslotStartsAt
      ? formatDateTime(item.timeslotStartsAt, timeZone, i18n)
      : item.consumptionDate
        ? `${formatLocalDate(item.consumptionDate, i18n)}${item.transfer ? ` ${item.transfer.time}` : ''}`
        : null;
    const transfer = item.transfer
      ? item.transfer.direction === 'FROM_AIRPORT'
        ? t('extras.fromAirport', { flight: item.transfer.flightNumber ?? '' })
        : t('extras.toAirport', { address: item.transfer.address ?? '' })
      : null;
    return { name, when, transfer };
  };
}
