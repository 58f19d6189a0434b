import { Type } from 'typebox';
import { CurrencyCode, Instant, Money } from './common.ts';

// Paying an unpaid stay in the app (a sandbox addition: spec §7 lists no call for it).

export const StayPaymentRequest = Type.Object(
  {
    creditCardId: Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        'A card stored for the stay’s guest (`creditCards[].id` of GET /check-in/{slug}?$expand=creditCards)',
    }),
  },
  { additionalProperties: false },
);

export const StayPayment = Type.Object(
  {
    id: Type.String(),
    amount: Money,
    currencyCode: CurrencyCode,
    creditCardId: Type.String(),
    paidAt: Instant,
  },
  { title: 'StayPayment' },
);
