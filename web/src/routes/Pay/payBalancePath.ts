import { stayScreenPath } from '../../routing/paths.ts';

/** `/stay/pay`, with `?card=<cardId>` for a card just added: the screen offers it first. */
export function payBalancePath(slug: string, cardId?: string): string {
  const path = stayScreenPath('/stay/pay', slug);
  return cardId ? `${path}&card=${encodeURIComponent(cardId)}` : path;
}
