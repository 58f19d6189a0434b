// Rates for a stay in a unit category: a flexible rate at the category's nightly price and a
// cheaper non-refundable one. A voucher code discounts both (spec §3, category availability).
// Prices include VAT; the VAT share is computed back from the gross amount.

export const nonRefundableDiscountPercent = 10;
/** From this many nights a stay may be paid by invoice (business stays). */
export const invoicePayableFromNights = 7;

export interface RateInput {
  nightlyRateMinor: number;
  nights: number;
  vatPercent: number;
  voucherDiscountPercent: number | null;
}

export interface RateQuote {
  id: 'flexible' | 'non-refundable';
  name: string;
  description: string;
  pricePerNightMinor: number;
  discountPricePerNightMinor: number | null;
  totalPriceMinor: number;
  vatAmountMinor: number;
}

function percentOff(amountMinor: number, percent: number): number {
  return Math.round((amountMinor * (100 - percent)) / 100);
}

export function quoteRates(input: RateInput): RateQuote[] {
  const plans = [
    {
      id: 'flexible' as const,
      name: 'Flexible',
      description: 'Free cancellation until 48 hours before arrival.',
      pricePerNightMinor: input.nightlyRateMinor,
    },
    {
      id: 'non-refundable' as const,
      name: 'Non-refundable',
      description: `${nonRefundableDiscountPercent}% cheaper; cancelling is charged in full.`,
      pricePerNightMinor: percentOff(input.nightlyRateMinor, nonRefundableDiscountPercent),
    },
  ];
  return plans.map((plan) => {
    const discounted =
      input.voucherDiscountPercent === null
        ? null
        : percentOff(plan.pricePerNightMinor, input.voucherDiscountPercent);
    const totalPriceMinor = (discounted ?? plan.pricePerNightMinor) * input.nights;
    return {
      ...plan,
      discountPricePerNightMinor: discounted,
      totalPriceMinor,
      vatAmountMinor: Math.round(totalPriceMinor - totalPriceMinor / (1 + input.vatPercent / 100)),
    };
  });
}
