import { isMarketingConsentGiven, referralCodeOf } from '../../derive/customer.ts';
import { toGlobalId, toReservationPartId } from '../../graphql/global-id.ts';
import type { CustomerResolvers } from '../../graphql/resolvers.generated.ts';

export const Customer: CustomerResolvers = {
  id: (customer) =>
    customer.seenThroughReservation
      ? toReservationPartId('Customer', customer.seenThroughReservation, customer.id)
      : toGlobalId('Customer', customer.id),
  customerId: (customer) => customer.id,
  userId: (customer) => customer.userId ?? null,
  isMember: (customer) => Boolean(customer.userId),
  externalUserId: (customer) => customer.externalUserId ?? null,
  email: (customer) => customer.email ?? '',
  firstName: (customer) => customer.firstName ?? '',
  lastName: (customer) => customer.lastName ?? '',
  isMarketingConsentGiven: (customer) => isMarketingConsentGiven(customer),
  referralCode: (customer) => referralCodeOf(customer),
  verificationHash: (customer) => customer.intercomVerificationHash ?? null,
};
