/**
 * A booking number as the core API spells it (`BK-100007`), from what a guest types: the prefix
 * in any case, with a space or no dash (`bk 100007`), or the digits alone (`100007`, as a
 * confirmation e-mail may print them). Anything else (a travel agency's own reference) is sent
 * as typed, without the spaces around it.
 */
export function normaliseBookingNumber(typed: string): string {
  const trimmed = typed.trim();
  const match = /^(?:bk)?[\s-]*(\d+)$/i.exec(trimmed);
  return match ? `BK-${match[1]}` : trimmed;
}
