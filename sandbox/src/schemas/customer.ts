import { Type } from 'typebox';
import { Email, Instant, Nullable, StringEnum } from './common.ts';

export const ReferralVoucherCode = Type.Object({ value: Type.String() });

export const Customer = Type.Object(
  {
    id: Type.String(),
    email: Email,
    firstName: Type.String(),
    lastName: Type.String(),
    userId: Nullable(
      Type.String({ description: 'Null when the customer is not a loyalty member' }),
    ),
    externalUserId: Type.String(),
    options: Type.Array(Type.String(), { description: 'e.g. send-marketing-emails' }),
    intercomVerificationHash: Type.Optional(Type.String()),
    referralVoucherCodes: Type.Optional(Type.Array(ReferralVoucherCode)),
  },
  { title: 'Customer' },
);

const authorizationStates = [
  'authorized',
  'confirmed',
  'canceled',
  'declined',
  'pending',
  'requested',
  'authorizable',
  'unauthorizable',
  'unknown',
] as const;
const cardTypes = [
  'visa',
  'mastercard',
  'amex',
  'diners-club',
  'discover',
  'jcb',
  'union-pay',
  'unknown',
] as const;

export const CreditCard = Type.Object(
  {
    id: Type.String(),
    numberMasked: Type.String(),
    name: Type.String(),
    expirationDate: Type.String({ description: 'YYYY-MM' }),
    createdAt: Instant,
    format: StringEnum(['physical', 'virtual', 'unknown']),
    state: StringEnum(['enabled', 'unknown']),
    type: StringEnum(cardTypes),
    authorizationState: StringEnum(authorizationStates),
    transactionId: Type.String(),
  },
  { title: 'CreditCard' },
);
