import { Type } from 'typebox';
import { cardExpiryPattern, PersonName } from './common.ts';

export const CardPaymentRequest = Type.Object(
  {
    number: Type.String({
      pattern: '^[0-9 ]{12,23}$',
      description: 'Card number; spaces allowed. Never logged or stored in full',
    }),
    cvv: Type.String({ pattern: '^\\d{3,4}$', description: '3 digits, 4 for amex' }),
    expiry: Type.String({ pattern: cardExpiryPattern, description: 'MM/YY, in the future' }),
    name: PersonName('Cardholder name'),
  },
  { additionalProperties: false },
);

export const CardAuthorised = Type.Object(
  {
    transactionId: Type.String({
      description: 'Pass it with the masked number to PATCH /check-in/{slug} { creditCards }',
    }),
    numberMasked: Type.String(),
    type: Type.String({
      description: 'visa, mastercard, amex, diners-club, discover, jcb, union-pay',
    }),
    expirationDate: Type.String({ description: 'YYYY-MM' }),
    authorizationState: Type.Literal('authorized'),
  },
  { title: 'CardAuthorised' },
);
