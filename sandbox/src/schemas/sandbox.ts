import { Type } from 'typebox';
import { Instant, PersonName } from './common.ts';

export const TestReservationRequest = Type.Object(
  {
    propertyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    firstName: Type.Optional(PersonName()),
    lastName: Type.Optional(PersonName()),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    startInDays: Type.Optional(Type.Integer({ minimum: -365, maximum: 365 })),
    nights: Type.Optional(Type.Integer({ minimum: 1, maximum: 90 })),
    adults: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
    children: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
    status: Type.Optional(Type.Union([Type.Literal('confirmed'), Type.Literal('canceled')])),
    checkInState: Type.Optional(
      Type.Union([
        Type.Literal('guest-details-required'),
        Type.Literal('id-verification-required'),
        Type.Literal('check-in-completed'),
      ]),
    ),
    cancellation: Type.Optional(
      Type.Union([Type.Literal('refundable'), Type.Literal('non-refundable'), Type.Literal('ota')]),
    ),
    paid: Type.Optional(Type.Boolean()),
    card: Type.Optional(
      Type.Union([Type.Literal('none'), Type.Literal('valid'), Type.Literal('declining')]),
    ),
    whiteLabel: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, title: 'TestReservationRequest' },
);

export const TestReservationCreated = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  confirmationNumber: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  propertyKey: Type.String(),
});

export const OutboxMessage = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  code: Type.String(),
  idempotencyKey: Type.String(),
  sentAt: Instant,
});

export const ClockRequest = Type.Object({ now: Instant }, { additionalProperties: false });
