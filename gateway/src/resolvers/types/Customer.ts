import { isMarketingConsentGiven, referralCodeOf } from '../../derive/customer.ts';
import type { CustomerResolvers } from '../../graphql/resolvers.generated.ts';

export const Customer: CustomerResolvers = {
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
