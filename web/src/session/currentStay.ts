const currentStayKey = 'currentStay';

/**
 * The current stay's query answers kept for offline use (`session/offlineStay.ts`), door codes and
 * Wi-Fi included: on this device only, and forgotten with the stay.
 */
export const offlineStayKey = 'offlineStay';

export type CurrentStay = { slug: string };

/** A slug is valid only when it is a non-empty string; anything else is ignored. */
export function isValidSlug(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function readCurrentStay(storage: Storage = localStorage): CurrentStay | null {
  const raw = storage.getItem(currentStayKey);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const slug = typeof parsed === 'object' && parsed !== null && 'slug' in parsed && parsed.slug;
    return isValidSlug(slug) ? { slug } : null;
  } catch {
    return null;
  }
}

/** Remembers the stay; an invalid slug leaves what is stored untouched. */
export function storeCurrentStay(slug: unknown, storage: Storage = localStorage): boolean {
  if (!isValidSlug(slug)) return false;
  storage.setItem(currentStayKey, JSON.stringify({ slug } satisfies CurrentStay));
  return true;
}

export function clearCurrentStay(storage: Storage = localStorage): void {
  storage.removeItem(currentStayKey);
  storage.removeItem(offlineStayKey);
}
