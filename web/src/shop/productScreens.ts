import type { OrderProductType } from '../ordering/orderDraft.ts';
import type { ScreenIconName } from '../ui/icons/screenIcons.ts';

/** The screen that sells each kind of product; custom and unknown ones open `/stay/product/{id}`. */
const screenPaths: Partial<Record<OrderProductType, string>> = {
  BREAKFAST: '/stay/breakfast',
  GYM: '/stay/gym',
  SAUNA_KIT: '/stay/sauna-kit',
  STOCKED_FRIDGE: '/stay/stocked-fridge',
  PARKING: '/stay/parking',
  MID_STAY_CLEANING: '/stay/cleaning',
  EARLY_CHECK_IN: '/stay/early-check-in',
  LATE_CHECK_OUT: '/stay/late-check-out',
  UNIT_CATEGORY_UPGRADE: '/stay/upgrade',
  RESERVATION_EXTENSION_REQUEST: '/stay/reservation-extension',
};

/** Where a product leads, with the stay's slug kept so a shared link opens the same stay. */
export function productScreenPath(type: OrderProductType, productId: string, slug: string): string {
  const pathname = screenPaths[type] ?? `/stay/product/${encodeURIComponent(productId)}`;
  return `${pathname}?${new URLSearchParams({ slug })}`;
}

const icons: Record<OrderProductType, ScreenIconName> = {
  BREAKFAST: 'breakfast',
  CUSTOM: 'extra',
  EARLY_CHECK_IN: 'arrive',
  GYM: 'gym',
  LATE_CHECK_OUT: 'depart',
  MID_STAY_CLEANING: 'cleaning',
  PARKING: 'parking',
  RESERVATION_EXTENSION_REQUEST: 'event',
  SAUNA_KIT: 'sauna',
  STOCKED_FRIDGE: 'fridge',
  UNIT_CATEGORY_UPGRADE: 'upgrade',
  UNKNOWN: 'extra',
};

export function productIcon(type: OrderProductType): ScreenIconName {
  return icons[type];
}

/** The schema's product type as the order knows it; a value newer than this build is UNKNOWN. */
export function toProductType(value: string): OrderProductType {
  return Object.hasOwn(icons, value) ? (value as OrderProductType) : 'UNKNOWN';
}
