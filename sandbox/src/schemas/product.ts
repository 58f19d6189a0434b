import { Type } from 'typebox';
import { CurrencyCode, Money, Nullable, StringEnum } from './common.ts';

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
    customerRewardId: Nullable(Type.String()),
    productGroup: Type.Optional(ProductGroup),
  },
  { title: 'Product' },
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
  },
  { title: 'OrderItem' },
);
