import { toGraphQLEnum } from '../derive/enums.ts';
import { paymentCodeOf } from '../derive/payment.ts';
import type { CreditCardResolvers } from '../graphql/resolvers.generated.ts';

const cardTypes = [
  'VISA',
  'MASTERCARD',
  'AMEX',
  'DINERS_CLUB',
  'DISCOVER',
  'JCB',
  'UNION_PAY',
] as const;
const authorizationStates = [
  'AUTHORIZED',
  'CONFIRMED',
  'CANCELED',
  'DECLINED',
  'PENDING',
  'REQUESTED',
  'AUTHORIZABLE',
  'UNAUTHORIZABLE',
] as const;

export const CreditCard: CreditCardResolvers = {
  cardId: (card) => card.id,
  name: (card) => card.name ?? null,
  createdAt: (card) => card.createdAt ?? null,
  format: (card) => toGraphQLEnum(card.format, ['PHYSICAL', 'VIRTUAL'] as const, 'UNKNOWN'),
  state: (card) => toGraphQLEnum(card.state, ['ENABLED'] as const, 'UNKNOWN'),
  type: (card) => toGraphQLEnum(card.type, cardTypes, 'UNKNOWN'),
  paymentMethodCode: (card) => paymentCodeOf(card.type),
  authorizationState: (card) =>
    toGraphQLEnum(card.authorizationState, authorizationStates, 'UNKNOWN'),
  transactionId: (card) => card.transactionId ?? null,
};
