/**
 * The card expiry field's rules (spec §5), applied on every change: `nextExpiryValue(previous,
 * typed)` is what the field shows next.
 *
 * - everything but digits and the slash is dropped;
 * - `0` or `1` alone is kept (a month still being typed);
 * - a single `2`-`9` becomes `0`, the digit and a slash (`4` → `04/`);
 * - a valid two-digit month (01-12) gets a slash (`12` → `12/`);
 * - after the month's slash, up to two digits of the year (`12/28`);
 * - backspace over the slash removes the month's last digit too (`12/` → `1`);
 * - changing the month of a date with its year keeps the year (`12/28` → `1/28` → `11/28`).
 */
export function nextExpiryValue(previous: string, typed: string): string {
  const cleaned = typed.replace(/[^\d/]/g, '');
  // The slash was deleted: it goes with the month's last digit, or the field would add it again.
  if (previous.endsWith('/') && cleaned === previous.slice(0, -1)) return cleaned.slice(0, -1);
  const slash = cleaned.indexOf('/');
  // A year is there already: the month is being changed, and the year stays as it is.
  if (slash >= 0 && /\d/.test(cleaned.slice(slash + 1))) {
    const year = cleaned
      .slice(slash + 1)
      .replace(/\//g, '')
      .slice(0, 2);
    return `${monthBeingTyped(cleaned.slice(0, slash))}/${year}`;
  }
  const digits = cleaned.replace(/\//g, '');
  if (digits === '') return '';
  const first = digits.charAt(0);
  if (digits.length === 1) return first === '0' || first === '1' ? first : `0${first}/`;
  const month = digits.slice(0, 2);
  // A second digit that makes no month (13, 00) is not taken.
  if (!isMonth(month)) return first;
  return `${month}/${digits.slice(2, 4)}`;
}

/** The month part while the guest edits it before a year: `1` stays, `4` is `04`, `13` is `1`. */
function monthBeingTyped(typed: string): string {
  const first = typed.charAt(0);
  if (typed.length <= 1)
    return first === '' || first === '0' || first === '1' ? first : `0${first}`;
  const month = typed.slice(0, 2);
  return isMonth(month) ? month : first;
}

function isMonth(value: string): boolean {
  const month = Number(value);
  return /^\d{2}$/.test(value) && month >= 1 && month <= 12;
}

/** `MM/YY` when complete, else null. */
function parts(value: string): { month: string; year: string } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match?.[1] || !match[2] || !isMonth(match[1])) return null;
  return { month: match[1], year: match[2] };
}

export function isCompleteExpiry(value: string): boolean {
  return parts(value) !== null;
}

/** The expiry as the core API stores it: `12/28` → `2028-12` (year-month with a 20 prefix). */
export function toExpirationDate(value: string): string | null {
  const expiry = parts(value);
  return expiry ? `20${expiry.year}-${expiry.month}` : null;
}

/** True when the card's last valid month is before this month (it works until its month ends). */
export function isExpiryInPast(value: string, now: Date = new Date()): boolean {
  const expirationDate = toExpirationDate(value);
  if (!expirationDate) return false;
  const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  return expirationDate < thisMonth;
}
