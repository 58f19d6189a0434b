/**
 * A saved card as the schema gives it (`CardType`, a masked number): what the screens that show
 * the stay's card need, without the detection rules only the card form uses (`cardBrands.ts`).
 */
const knownBrands = [
  'VISA',
  'MASTERCARD',
  'AMEX',
  'DINERS_CLUB',
  'DISCOVER',
  'JCB',
  'UNION_PAY',
] as const;

export type CardBrand = (typeof knownBrands)[number] | 'UNKNOWN';

/** The last four digits of a masked number (`424242xxxxxx4242`). */
export function lastFourOf(numberMasked: string): string {
  return numberMasked.replace(/\D/g, '').slice(-4);
}

/** The schema's `CardType` as a brand; a value newer than this build is UNKNOWN. */
export function toCardBrand(value: string): CardBrand {
  const brands: readonly string[] = knownBrands;
  return brands.includes(value) ? (value as CardBrand) : 'UNKNOWN';
}

type ListedCard = { cardId: string; numberMasked: string; type: string; name?: string | null };

/**
 * One row per card the guest would tell apart: the same card added again (same brand, number
 * and holder) is listed once, as the one in use when it is.
 */
export function distinctCards<T extends ListedCard>(
  cards: readonly T[],
  inUseId: string | null | undefined,
): T[] {
  const byCard = new Map<string, T>();
  for (const stored of cards) {
    const key = [stored.type, stored.numberMasked, stored.name ?? ''].join('|');
    const listed = byCard.get(key);
    if (!listed || stored.cardId === inUseId) byCard.set(key, stored);
  }
  return [...byCard.values()];
}
