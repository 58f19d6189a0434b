import { Type } from 'typebox';
import { Instant, LocalDate, Nullable, PersonName, StringEnum } from './common.ts';
import { CreditCard } from './customer.ts';
import { OrderItem } from './product.ts';

const datePattern = '^\\d{4}-\\d{2}-\\d{2}(T[0-9:.]+(Z|[+-]\\d{2}:\\d{2}))?$';
const DateInput = Type.String({
  pattern: datePattern,
  description: 'Local date (YYYY-MM-DD) in the property time zone, or an ISO 8601 instant',
});

export const OrderItemInput = Type.Object(
  {
    productId: Type.String({ minLength: 1, maxLength: 64 }),
    consumptionDate: Type.Optional(
      Type.String({
        pattern: datePattern,
        description:
          'Default: arrival date. Early check-in, late check-out and cleaning need the instant of the chosen timeslot',
      }),
    ),
    consumptionEndDate: Type.Optional(DateInput),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
    propertyUnitCategoryId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          'For unit-category-upgrade (required there): the offered category to move to, see GET /product-availability/unit-category-upgrade',
      }),
    ),
  },
  { additionalProperties: false },
);

export const CreditCardInput = Type.Object(
  {
    name: PersonName('Cardholder name'),
    type: Type.String({ minLength: 1, maxLength: 20 }),
    expirationDate: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' }),
    numberMasked: Type.String({ minLength: 8, maxLength: 25 }),
    transactionId: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'From the card pay page (POST /card-payments)',
    }),
  },
  { additionalProperties: false },
);

export const OrderItemChangeInput = Type.Object(
  {
    orderItemId: Type.String({ minLength: 1, maxLength: 64 }),
    consumptionDate: Type.String({
      format: 'date-time',
      description: 'The instant of the new timeslot, on the same day as the bought one',
    }),
  },
  {
    additionalProperties: false,
    description:
      'Addition: moves a bought early check-in or late check-out to another timeslot of its day, in place (nothing is charged again)',
  },
);

/**
 * The five variants of spec §7 (and the sandbox's time change) share one body; exactly one
 * variant's fields may be present.
 */
export const ReservationChange = Type.Object(
  {
    orderItems: Type.Optional(Type.Array(OrderItemInput, { minItems: 1, maxItems: 20 })),
    orderItemChange: Type.Optional(OrderItemChangeInput),
    creditCards: Type.Optional(Type.Array(CreditCardInput, { minItems: 1, maxItems: 5 })),
    startDate: Type.Optional(DateInput),
    endDate: Type.Optional(DateInput),
    checkOutDone: Type.Optional(Type.Literal(true)),
    status: Type.Optional(Type.Literal('canceled')),
  },
  {
    additionalProperties: false,
    description:
      'One of: { orderItems } | { creditCards } | { startDate, endDate } | { checkOutDone: true } | { status: "canceled" } | { orderItemChange } (addition)',
  },
);

export const OrderPlaced = Type.Object({ orderId: Type.String() });
export const CardsChanged = Type.Object({
  creditCards: Type.Array(CreditCard),
  creditCard: CreditCard,
});
export const DatesChanged = Type.Object({
  startDate: Instant,
  endDate: Instant,
  startDateLocal: LocalDate,
  endDateLocal: LocalDate,
});
export const CheckedOut = Type.Object({ checkOutDate: Instant });
export const Canceled = Type.Object({
  status: Type.Literal('canceled'),
  canceledAt: Instant,
  isFreeCancellation: Type.Boolean({
    description: 'False when cancelled after free cancellation ended: the full price is charged',
  }),
});

export const OrderItemChanged = Type.Object(
  { orderItem: OrderItem },
  { description: 'Addition: the item with its new time' },
);

export const ReservationChangeAnswer = Type.Union([
  OrderPlaced,
  OrderItemChanged,
  CardsChanged,
  DatesChanged,
  CheckedOut,
  Canceled,
]);

export const Order = Type.Object(
  {
    id: Type.String(),
    status: StringEnum(['pending', 'ordered', 'failed']),
    errorCode: Nullable(StringEnum(['ERROR_ORDER_PAYMENT', 'ERROR_ORDER'])),
  },
  { title: 'Order' },
);
