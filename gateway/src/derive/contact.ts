import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { LRUCache } from 'lru-cache';

/**
 * A phone as a person would dial it from abroad: the international call prefix `00` becomes `+`,
 * and a national trunk prefix written inside the international form (`+44 (0)20 …`) is dropped,
 * which libphonenumber knows per country. Null when there is no international number: without a
 * country code nobody abroad could dial it.
 */
export function dialledPhone(raw: string): string | null {
  const international = raw.trim().replace(/^00/, '+');
  if (!international.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * Spec §5: phone values are normalised to a plus followed by digits only; null when none. A
 * number libphonenumber cannot place (a stored value in an unknown plan) keeps its digits after
 * the `00` → `+` rule, so a contact is never dropped.
 */
export function normalisePhone(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  const known = normalisedPhones.get(value);
  if (known !== undefined) return known.phone;
  const dialled = dialledPhone(value);
  const digits = value.replace(/^00/, '').replace(/\D/g, '');
  const phone = dialled ?? (digits.length === 0 ? null : `+${digits}`);
  normalisedPhones.set(value, { phone });
  return phone;
}

/**
 * The properties' published numbers (the only ones normalised here, never a guest's), by their
 * stored spelling: every stay query reads them, and parsing them again each time was 5% of the
 * gateway's CPU for it.
 */
const normalisedPhones = new LRUCache<string, { phone: string | null }>({ max: 2000 });
