import { Type } from 'typebox';
import { CurrencyCode, Image, Instant, LocalDate, Money, Nullable, StringEnum } from './common.ts';
import { ProductType } from './product.ts';
import { Property } from './property.ts';
import { UnitCategory } from './unit.ts';

// Availability of extras, of the guest's unit around the stay, and of unit categories for a stay.

export const ReservationIdQuery = Type.Object({
  reservationId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const Timeslot = Type.Object({
  startDate: Instant,
  endDate: Instant,
  isAvailable: Type.Boolean({ description: 'False when already booked or in the past' }),
});

const productFields = {
  productId: Type.String(),
  price: Money,
  currency: CurrencyCode,
};

export const CleaningAvailability = Type.Object(
  {
    productType: Type.Literal('mid-stay-cleaning'),
    ...productFields,
    timeslots: Type.Array(Timeslot, {
      description: 'Monday-Friday 09:00-17:00 local, one hour each, on the nights of the stay',
    }),
    cleaningAllowance: Type.Integer({ description: 'Complimentary cleanings of this stay' }),
    scheduled: Type.Integer({ description: 'Cleanings already scheduled for this stay' }),
  },
  { title: 'CleaningAvailability' },
);

export const DailyAvailability = Type.Object(
  {
    productType: StringEnum(['breakfast', 'gym', 'parking', 'sauna-kit', 'stocked-fridge']),
    ...productFields,
    chargeMethod: StringEnum(['per-time-unit', 'per-person', 'per-person-per-time-unit', 'once']),
    guestCount: Type.Integer(),
    days: Type.Array(
      Type.Object({
        date: LocalDate,
        isAvailable: Type.Boolean(),
        isOrdered: Type.Boolean({
          description: 'The stay already has it for this day (then not available again); addition',
        }),
        pricePerGuest: Money,
        totalPrice: Money,
      }),
      { description: 'Breakfast: each morning after a night of the stay; others: each night' },
    ),
  },
  { title: 'DailyAvailability' },
);

export const UpgradeOption = Type.Object({
  productId: Type.String(),
  propertyUnitCategoryId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  features: Type.String({ description: 'Newline-separated list' }),
  images: Type.Array(Image),
  nightsCount: Type.Integer({ description: 'Remaining nights the upgrade covers' }),
  pricePerNight: Money,
  currency: CurrencyCode,
  isReward: Type.Boolean({ description: 'Free through the guest’s upgrade reward' }),
});

export const UpgradeAvailability = Type.Object(
  {
    productType: Type.Literal('unit-category-upgrade'),
    ...productFields,
    options: Type.Array(UpgradeOption, {
      description: 'Dearer categories of the property with a free unit for the rest of the stay',
    }),
  },
  { title: 'UpgradeAvailability' },
);

export const TimeslotAvailability = Type.Object(
  {
    productType: StringEnum(['early-check-in', 'late-check-out']),
    ...productFields,
    date: LocalDate,
    timeslots: Type.Array(
      Type.Object({
        id: Type.String(),
        time: Type.String({ description: 'Local HH:MM: arrival from / departure by' }),
        startDate: Instant,
        remaining: Type.Integer({ minimum: 1 }),
      }),
      { description: 'Empty when sold out' },
    ),
  },
  { title: 'TimeslotAvailability' },
);

export const ExtensionOption = Type.Object({
  kind: StringEnum(['one-night', 'two-nights', 'more-than-two-nights']),
  nights: Type.Integer({ description: 'Nights added (the least for more-than-two-nights)' }),
  maxNights: Type.Integer({ description: 'Most consecutive nights the unit is free (up to 14)' }),
  endDate: LocalDate,
  isAvailable: Type.Boolean(),
  pricePerNight: Money,
  totalPrice: Money,
  currency: CurrencyCode,
});

export const ExtensionAvailability = Type.Object(
  {
    productType: Type.Literal('reservation-extension-request'),
    ...productFields,
    options: Type.Array(ExtensionOption),
  },
  { title: 'ExtensionAvailability' },
);

export const ProductAvailability = Type.Union(
  [
    CleaningAvailability,
    DailyAvailability,
    UpgradeAvailability,
    TimeslotAvailability,
    ExtensionAvailability,
  ],
  { title: 'ProductAvailability', description: 'Shape chosen by productType' },
);

export const ProductAvailabilityParams = Type.Object({
  productTypeOrId: Type.String({
    minLength: 1,
    maxLength: 64,
    description: `A product type (${ProductType.enum.join(', ')}) or a product id`,
  }),
});

export const UnitAvailabilityDate = Type.Object(
  {
    type: StringEnum(['start-date', 'end-date']),
    date: LocalDate,
    timeslot: Type.Object({ startDate: Instant, endDate: Instant }),
  },
  { title: 'UnitAvailabilityDate' },
);

export const CategoryAvailabilityQuery = Type.Object({
  startDateLocal: LocalDate,
  endDateLocal: LocalDate,
  propertyUnitCategoryId: Type.String({ minLength: 1, maxLength: 64 }),
  adultCount: Type.Integer({ minimum: 1, maximum: 20 }),
  childrenCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 20, default: 0 })),
  voucherCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});

export const Rate = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  totalPrice: Money,
  nightsTotal: Type.Integer(),
  pricePerNight: Money,
  discountPricePerNight: Nullable(Money),
  vatAmount: Money,
  isPrivate: Type.Boolean({ description: 'Unlocked by the voucher code' }),
});

export const CategoryAvailability = Type.Object(
  {
    rates: Type.Array(Rate),
    currencyCode: CurrencyCode,
    category: UnitCategory,
    property: Property,
    startDate: Instant,
    endDate: Instant,
    isInvoicePayable: Type.Boolean({ description: 'Stays of 7 nights or more can pay by invoice' }),
    isAvailable: Type.Boolean({ description: 'A free unit for every night and enough capacity' }),
    pciProxyPublicKey: Type.String(),
  },
  { title: 'CategoryAvailability' },
);
