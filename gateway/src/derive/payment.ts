/** Spec §3: the card provider's payment method code per card brand. */
const paymentCodeByBrand: Record<string, string> = {
  visa: 'VIS',
  mastercard: 'ECA',
  amex: 'AMX',
  diners: 'DIN',
  'diners-club': 'DIN',
  discover: 'DIS',
  jcb: 'JCB',
  unionpay: 'CUP',
  'union-pay': 'CUP',
};

export function paymentCodeOf(brand: string | null | undefined): string | null {
  return brand ? (paymentCodeByBrand[brand.toLowerCase()] ?? null) : null;
}
