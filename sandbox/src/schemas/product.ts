import { Type } from 'typebox';
import { CurrencyCode, LocalDate, Money, Nullable, SingleLineText, StringEnum } from './common.ts';

export const ProductType = StringEnum([
  'breakfast',
  'custom',
  'early-check-in',
  'gym',
  'late-check-out',
  'mid-stay-cleaning',
  'parking',
  'reservation-extension-request',
  'sauna-kit',
  'stocked-fridge',
  'unit-category-upgrade',
  'unknown',
]);

export const ProductGroup = Type.Object({
  key: StringEnum(['bob-w-products', 'local-products', 'property-related-products']),
  name: Type.String(),
});

export const Product = Type.Object(
  {
    id: Type.String(),
    type: ProductType,
    name: Type.String(),
    description: Type.String(),
    serviceId: Type.String(),
    priceGross: Money,
    currency: CurrencyCode,
    chargeInterval: StringEnum(['daily', 'hourly', 'monthly', 'once', 'weekly']),
    chargeMethod: StringEnum(['per-time-unit', 'per-person', 'per-person-per-time-unit', 'once']),
    group: Type.String({ description: 'Product group key' }),
    isOrderable: Type.Boolean(),
    customerRewardId: Nullable(
      Type.String({
        description:
          'The stay’s guest’s unlocked, unused reward that makes this product free for the stay',
      }),
    ),
    isForArrival: Type.Boolean({
      description:
        'Addition: prepared for the arrival (a stocked fridge), sold until the guest arrives',
    }),
    productGroup: Type.Optional(ProductGroup),
  },
  { title: 'Product' },
);

/** What a transfer request asks for (addition): where, when, and the flight or the pickup address. */
export const TransferRequest = Type.Object(
  {
    direction: StringEnum(['to-airport', 'from-airport']),
    date: LocalDate,
    time: Type.String({
      pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
      description: 'Local HH:MM: the pickup (to the airport) or the landing (from it)',
    }),
    flightNumber: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9]{2}\\s?\\d{1,4}[A-Za-z]?$',
        description: 'The arriving flight (from the airport), e.g. LH 2400',
      }),
    ),
    address: Type.Optional(
      SingleLineText({
        minLength: 1,
        maxLength: 200,
        description: 'Where to pick the guest up (to the airport)',
      }),
    ),
  },
  { additionalProperties: false, title: 'TransferRequest' },
);

export const OrderItem = Type.Object(
  {
    id: Type.String(),
    orderId: Nullable(Type.String()),
    productId: Nullable(Type.String()),
    customProductId: Nullable(Type.String()),
    status: StringEnum(['pending', 'processed', 'confirmed', 'delivered', 'canceled', 'failed']),
    consumptionDate: Type.String({ description: 'Local date (YYYY-MM-DD) or instant' }),
    consumptionEndDate: Nullable(Type.String()),
    quantity: Type.Integer(),
    priceGross: Money,
    currency: CurrencyCode,
    customerRewardId: Nullable(
      Type.String({ description: 'Addition: the reward that made the line free (price 0)' }),
    ),
    isEstimate: Type.Boolean({
      description: 'Addition: the price is an estimate ("from"), settled with the provider later',
    }),
    // What a transfer request asked for (addition); null for other lines.
    request: Type.Optional(Nullable(TransferRequest)),
  },
  { title: 'OrderItem' },
);
