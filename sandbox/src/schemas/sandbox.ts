import { Type } from 'typebox';
import { Email, Instant, PersonName, StringEnum } from './common.ts';

export const TestReservationRequest = Type.Object(
  {
    propertyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    firstName: Type.Optional(PersonName()),
    lastName: Type.Optional(PersonName()),
    email: Type.Optional(Email),
    startInDays: Type.Optional(Type.Integer({ minimum: -365, maximum: 365 })),
    nights: Type.Optional(Type.Integer({ minimum: 1, maximum: 90 })),
    adults: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
    children: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
    status: Type.Optional(StringEnum(['confirmed', 'canceled'])),
    checkInState: Type.Optional(
      StringEnum(['guest-details-required', 'id-verification-required', 'check-in-completed']),
    ),
    cancellation: Type.Optional(StringEnum(['refundable', 'non-refundable', 'ota'])),
    paid: Type.Optional(Type.Boolean()),
    card: Type.Optional(StringEnum(['none', 'valid', 'declining'])),
    whiteLabel: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, title: 'TestReservationRequest' },
);

export const TestReservationCreated = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  confirmationNumber: Type.String(),
  lastName: Type.String(),
  email: Email,
  propertyKey: Type.String(),
});

export const OutboxMessage = Type.Object({
  to: Email,
  subject: Type.String(),
  code: Type.String(),
  idempotencyKey: Type.String(),
  sentAt: Instant,
});

export const ClockRequest = Type.Object(
  {
    now: Instant,
    frozen: Type.Optional(
      Type.Boolean({
        description:
          'Addition: true keeps the clock at `now` until it is moved again (default false: it keeps ticking from `now`)',
      }),
    ),
  },
  { additionalProperties: false },
);
