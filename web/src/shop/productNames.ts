import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrderProductType } from '../ordering/orderDraft.ts';

/**
 * The app's own name of each kind of product it sells, in the `common` namespace. Custom and
 * unknown products have none: their name is the property's own (the upstream's).
 */
const productTypeNames = {
  BREAKFAST: 'productType.breakfast',
  EARLY_CHECK_IN: 'productType.earlyCheckIn',
  LATE_CHECK_OUT: 'productType.lateCheckOut',
  GYM: 'productType.gym',
  MID_STAY_CLEANING: 'productType.midStayCleaning',
  PARKING: 'productType.parking',
  RESERVATION_EXTENSION_REQUEST: 'productType.reservationExtensionRequest',
  SAUNA_KIT: 'productType.saunaKit',
  STOCKED_FRIDGE: 'productType.stockedFridge',
  UNIT_CATEGORY_UPGRADE: 'productType.unitCategoryUpgrade',
} as const satisfies Partial<Record<OrderProductType, ParseKeys<'common'>>>;

/** A product's name in the guest's language: the app's for the kinds it knows, else the property's. */
export function productName(
  t: TFunction<'common'>,
  type: OrderProductType,
  upstreamName: string,
): string {
  const key = Object.hasOwn(productTypeNames, type)
    ? productTypeNames[type as keyof typeof productTypeNames]
    : undefined;
  return key ? t(key) : upstreamName;
}

/** `productName` bound to the current language. */
export function useProductName(): (type: OrderProductType, upstreamName: string) => string {
  const { t } = useTranslation('common');
  return (type, upstreamName) => productName(t, type, upstreamName);
}
