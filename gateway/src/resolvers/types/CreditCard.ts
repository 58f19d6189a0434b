import { toGraphQLEnum } from '../../derive/enums.ts';
import { paymentCodeOf } from '../../derive/payment.ts';
import { toReservationPartId } from '../../graphql/global-id.ts';
import type { CreditCardResolvers } from '../../graphql/resolvers.generated.ts';
import {
  CardAuthorizationState,
  CardFormat,
  CardState,
  CardType,
} from '../../graphql/schema-types.generated.ts';

export const CreditCard: CreditCardResolvers = {
  id: (card) => toReservationPartId('CreditCard', card.reservationId, card.id),
  cardId: (card) => card.id,
  lastFour: (card) => card.numberMasked.replace(/\D/g, '').slice(-4),
  name: (card) => card.name ?? null,
  createdAt: (card) => card.createdAt ?? null,
  format: (card) => toGraphQLEnum(card.format, CardFormat, 'UNKNOWN'),
  state: (card) => toGraphQLEnum(card.state, CardState, 'UNKNOWN'),
  type: (card) => toGraphQLEnum(card.type, CardType, 'UNKNOWN'),
  paymentMethodCode: (card) => paymentCodeOf(card.type),
  authorizationState: (card) =>
    toGraphQLEnum(card.authorizationState, CardAuthorizationState, 'UNKNOWN'),
  transactionId: (card) => card.transactionId ?? null,
};
