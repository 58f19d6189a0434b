import { Type } from 'typebox';
import { Instant, Nullable } from './common.ts';

export const ReferralVoucherCode = Type.Object({ value: Type.String() });

export const Customer = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
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
];

export const CreditCard = Type.Object(
  {
    id: Type.String(),
    numberMasked: Type.String(),
    name: Type.String(),
    expirationDate: Type.String({ description: 'YYYY-MM' }),
    createdAt: Instant,
    format: Type.Union([
      Type.Literal('physical'),
      Type.Literal('virtual'),
      Type.Literal('unknown'),
    ]),
    state: Type.Union([Type.Literal('enabled'), Type.Literal('unknown')]),
    type: Type.Enum(cardTypes),
    authorizationState: Type.Enum(authorizationStates),
    transactionId: Type.String(),
  },
  { title: 'CreditCard' },
);
