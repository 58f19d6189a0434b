import type { CustomerDto } from '../upstream/dto.ts';

export const marketingConsentOption = 'send-marketing-emails';

/** Spec §3, derived profile: consent is read from `options`. */
export function isMarketingConsentGiven(customer: Pick<CustomerDto, 'options'>): boolean {
  return (customer.options ?? []).includes(marketingConsentOption);
}

/** Spec §3: the value of the first referral voucher code, or empty. */
export function referralCodeOf(customer: Pick<CustomerDto, 'referralVoucherCodes'>): string {
  return customer.referralVoucherCodes?.[0]?.value ?? '';
}
