import type { CardBrand } from './storedCard.ts';

/**
 * Card brands as the card form needs them: detection from the number's prefix (IIN ranges), the
 * number's grouping and the CVV length per brand. Luhn is the check digit every card number
 * carries.
 */
type BrandRule = {
  brand: Exclude<CardBrand, 'UNKNOWN'>;
  /** Does the number (digits only, any length) start in this brand's range? */
  matches: (digits: string) => boolean;
  lengths: readonly number[];
  cvvLength: number;
  /** Digits per group as the card prints them. */
  groups: readonly number[];
};

function prefixBetween(digits: string, length: number, low: number, high: number): boolean {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

const standardGroups = [4, 4, 4, 4, 3] as const;

// Order matters: the narrower ranges (Discover's 622126-622925 inside UnionPay's 62) come first.
const rules: readonly BrandRule[] = [
  {
    brand: 'AMEX',
    matches: (d) => /^3[47]/.test(d),
    lengths: [15],
    cvvLength: 4,
    groups: [4, 6, 5],
  },
  {
    brand: 'DINERS_CLUB',
    matches: (d) => /^3(0[0-5]|[689])/.test(d),
    lengths: [14, 15, 16, 17, 18, 19],
    cvvLength: 3,
    groups: [4, 6, 4, 5],
  },
  {
    brand: 'JCB',
    matches: (d) => prefixBetween(d, 4, 3528, 3589),
    lengths: [16, 17, 18, 19],
    cvvLength: 3,
    groups: standardGroups,
  },
  {
    brand: 'MASTERCARD',
    matches: (d) => /^5[1-5]/.test(d) || prefixBetween(d, 4, 2221, 2720),
    lengths: [16],
    cvvLength: 3,
    groups: standardGroups,
  },
  {
    brand: 'DISCOVER',
    matches: (d) => /^(6011|64[4-9]|65)/.test(d) || prefixBetween(d, 6, 622126, 622925),
    lengths: [16, 17, 18, 19],
    cvvLength: 3,
    groups: standardGroups,
  },
  {
    brand: 'UNION_PAY',
    matches: (d) => /^62/.test(d),
    lengths: [16, 17, 18, 19],
    cvvLength: 3,
    groups: standardGroups,
  },
  {
    brand: 'VISA',
    matches: (d) => /^4/.test(d),
    lengths: [13, 16, 19],
    cvvLength: 3,
    groups: standardGroups,
  },
];

function ruleOf(digits: string): BrandRule | undefined {
  return rules.find((rule) => rule.matches(digits));
}

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The brand a number (as typed, spaces allowed) belongs to, as soon as its prefix tells. */
export function detectCardBrand(value: string): CardBrand {
  return ruleOf(digitsOf(value))?.brand ?? 'UNKNOWN';
}

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A number a card could have: a known length for its brand (12-19 otherwise) and a valid check digit. */
export function isValidCardNumber(value: string): boolean {
  const digits = digitsOf(value);
  const rule = ruleOf(digits);
  const lengthOk = rule
    ? rule.lengths.includes(digits.length)
    : digits.length >= 12 && digits.length <= 19;
  return lengthOk && passesLuhn(digits);
}

/** The longest number the brand has, so the field stops accepting digits there. */
export function maxCardDigits(value: string): number {
  const rule = ruleOf(digitsOf(value));
  return rule ? Math.max(...rule.lengths) : 19;
}

/** The CVV length of the number's brand: 4 for American Express, else 3. */
export function cvvLengthFor(value: string): number {
  return ruleOf(digitsOf(value))?.cvvLength ?? 3;
}

/** The number grouped as the card prints it: `4242 4242 4242 4242`, `3782 822463 10005`. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, maxCardDigits(value));
  const groups = ruleOf(digits)?.groups ?? standardGroups;
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) parts.push(digits.slice(start));
  return parts.join(' ');
}
