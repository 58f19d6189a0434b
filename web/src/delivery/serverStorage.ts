/**
 * A page's storage as the server knows it: the values the request carries (the language cookie,
 * the session), and the writes of this render. Reading any other key is reading what only the
 * guest's browser holds (the remembered stay, an order draft, an override): the read is recorded
 * in `unknowable` and answers null, and the page is then left to the browser to render, since
 * a server guess would differ from what the browser draws.
 */
export function createServerStorage(
  known: Record<string, string | null>,
  unknowable: Set<string>,
): Storage {
  const values = new Map<string, string | null>(Object.entries(known));
  return {
    get length() {
      return [...values.values()].filter((value) => value !== null).length;
    },
    key(index) {
      return [...values].filter(([, value]) => value !== null)[index]?.[0] ?? null;
    },
    getItem(key) {
      if (!values.has(key)) {
        unknowable.add(key);
        return null;
      }
      return values.get(key) ?? null;
    },
    setItem(key, value) {
      values.set(key, String(value));
    },
    removeItem(key) {
      values.set(key, null);
    },
    clear() {
      for (const key of values.keys()) values.set(key, null);
    },
  };
}
