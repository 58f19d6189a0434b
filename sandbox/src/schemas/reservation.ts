import { Type } from 'typebox';
import { CurrencyCode, Image, Instant, LocalDate, Money, Nullable, StringEnum } from './common.ts';
import { CreditCard, Customer } from './customer.ts';
import { OrderItem, Product } from './product.ts';
import { Property, PropertyBrief } from './property.ts';
import { PropertyUnit, UnitCategory } from './unit.ts';

/** Path parameters of every `/check-in/{slug}` call. */
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });

export const ReservationStatus = StringEnum(['confirmed', 'canceled']);
export const CheckInState = StringEnum([
  'guest-details-required',
  'id-verification-required',
  'check-in-completed',
]);
export const IdVerificationState = StringEnum([
  'approved',
  'banned',
  'declined',
  'required',
  'not-required',
]);

/** Names accepted by `$expand` on GET /check-in/{slug}; a dotted name implies its parent. */
export const reservationExpansions = [
  'customer',
  'customer.referralVoucherCodes',
  'creditCards',
  'orderItems',
  'property',
  'property.integrations',
  'cancellationPolicy',
  'propertyKeys',
  'propertyUnit',
  'propertyUnit.integrations',
  'propertyUnit.address',
  'propertyUnitCategory',
  'products',
  'products.productGroup',
  'sustainability',
] as const;

export type ReservationExpansion = (typeof reservationExpansions)[number];

export const ReservationDates = {
  startDate: Instant,
  endDate: Instant,
  startDateLocal: LocalDate,
  endDateLocal: LocalDate,
  checkInDate: Nullable(Instant),
  checkOutDate: Nullable(Instant),
};

export const ReservationSummary = Type.Object(
  {
    id: Type.String(),
    slug: Type.String(),
    confirmationNumber: Type.String(),
    ...ReservationDates,
    status: ReservationStatus,
    property: PropertyBrief,
    propertyUnitCategory: Type.Object({
      id: Type.String(),
      name: Type.String(),
      images: Type.Array(Image),
    }),
  },
  { title: 'ReservationSummary' },
);

export const PropertyKey = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    type: StringEnum([
      'entrance',
      'elevator',
      'property-unit',
      'hallway',
      'luggage-room',
      'washateria',
      'kitchen',
      'garbage-room',
      'bicycle-storage-room',
      'parking',
      'back-door',
    ]),
    accessType: StringEnum(['code', 'remote', 'physical', 'unknown']),
    sequenceNumber: Type.Integer(),
    validFromDate: Instant,
    validToDate: Instant,
    code: Nullable(
      Type.String({ description: 'Only for code access, and only when errorCode is null' }),
    ),
    keypadButton: Nullable(Type.String()),
    errorCode: Nullable(StringEnum(['not-available', 'not-available-yet', 'not-paid'])),
    availableAt: Nullable(Instant),
  },
  { title: 'PropertyKey' },
);

export const CancellationPolicy = Type.Object({
  type: StringEnum(['refundable', 'non-refundable', 'ota']),
  isFreeCancellationAvailable: Type.Boolean(),
  isOTA: Type.Boolean(),
  freeCancellationEndDate: Nullable(Instant),
});

export const Sustainability = Type.Object({
  emissionsCo2ePerNight: Type.Number({ description: 'kg CO2e per night' }),
  emissionsCo2eTotal: Type.Number({ description: 'kg CO2e for the whole stay' }),
  nightsCount: Type.Integer(),
});

export const Reservation = Type.Object(
  {
    id: Type.String(),
    reservationId: Type.String({ description: 'Same as id' }),
    slug: Type.String(),
    confirmationNumber: Type.String(),
    ...ReservationDates,
    adultsCount: Type.Integer(),
    childrenCount: Type.Integer(),
    propertyId: Type.String(),
    propertyUnitId: Type.String(),
    propertyUnitCategoryId: Type.String(),
    customerId: Type.String(),
    totalPrice: Money,
    currencyCode: CurrencyCode,
    status: ReservationStatus,
    checkInState: CheckInState,
    idVerificationState: IdVerificationState,
    isPaid: Type.Boolean(),
    cleaningAllowance: Type.Integer({ description: 'Complimentary mid-stay cleanings' }),
    customer: Type.Optional(Customer),
    creditCards: Type.Optional(Type.Array(CreditCard, { description: 'Every card of the guest' })),
    creditCard: Type.Optional(Nullable(CreditCard)),
    orderItems: Type.Optional(Type.Array(OrderItem)),
    property: Type.Optional(Property),
    cancellationPolicy: Type.Optional(CancellationPolicy),
    propertyKeys: Type.Optional(Type.Array(PropertyKey)),
    propertyUnit: Type.Optional(PropertyUnit),
    propertyUnitCategory: Type.Optional(UnitCategory),
    products: Type.Optional(
      Type.Array(Product, { description: 'Products offered at the property' }),
    ),
    sustainability: Type.Optional(Sustainability),
  },
  { title: 'Reservation' },
);
