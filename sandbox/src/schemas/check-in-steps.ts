import { Type } from 'typebox';
import {
  Email,
  Instant,
  LocalDate,
  Nullable,
  PersonName,
  SingleLineText,
  StringEnum,
} from './common.ts';
import { CheckInState, IdVerificationState } from './reservation.ts';

// Online check-in steps the spec names but lists no call for (sandbox additions).

const CountryCode = Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2' });

export const GuestDetailsRequest = Type.Object(
  {
    firstName: PersonName(),
    lastName: PersonName(),
    dateOfBirth: LocalDate,
    nationality: CountryCode,
    email: Email,
    phone: Type.String({
      pattern: '^\\+?[0-9 ()./-]{6,30}$',
      description: 'Stored normalised: a plus followed by digits only',
    }),
    address: Type.Object({
      addressLine1: SingleLineText({ minLength: 1, maxLength: 200 }),
      addressLine2: Type.Optional(SingleLineText({ maxLength: 200 })),
      zipCode: SingleLineText({ minLength: 1, maxLength: 20 }),
      city: SingleLineText({ minLength: 1, maxLength: 100 }),
      countryCode: CountryCode,
    }),
    arrivalPurpose: StringEnum(['leisure', 'business', 'other']),
  },
  { title: 'GuestDetailsRequest', description: 'The main guest of the reservation' },
);

export const CheckInProgress = Type.Object(
  {
    reservationId: Type.String(),
    state: CheckInState,
    idVerificationState: IdVerificationState,
    checkInDate: Nullable(Instant),
  },
  { title: 'CheckInProgress' },
);

export const IdentityVerification = Type.Object(
  {
    id: Type.String(),
    reservationId: Type.String(),
    status: StringEnum(['pending', 'approved', 'declined']),
    providerUrl: Type.String({ description: 'The identity provider’s page the guest is sent to' }),
    createdAt: Instant,
    completedAt: Nullable(Instant),
  },
  { title: 'IdentityVerification' },
);

export const IdentityVerificationOutcome = Type.Object({
  outcome: StringEnum(['approved', 'declined']),
});
