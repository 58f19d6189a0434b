/**
 * Upstream enums are kebab-case strings (`diners-club`); GraphQL enum values are UPPER_SNAKE
 * (`DINERS_CLUB`). The allowed values come from the schema itself: codegen writes each enum as
 * a const object (`enumsAsConst`), so `toGraphQLEnum(raw, CardType, 'UNKNOWN')` follows the SDL
 * and no list is copied by hand. A rule that allows only part of an enum passes that part.
 */
export type EnumValues<T extends string> = Readonly<Record<string, T>> | readonly T[];

/** Each enum's values as a set, built once per enum object (the const objects never change). */
const valueSets = new WeakMap<object, ReadonlySet<string>>();
/** Core API spellings seen so far and their GraphQL spelling: a few dozen distinct strings. */
const spellings = new Map<string, string>();

/** The enum value a core API string names, or undefined when the schema has none for it. */
export function enumValueOf<T extends string>(
  raw: string | null | undefined,
  allowed: EnumValues<T>,
): T | undefined {
  if (!raw) return undefined;
  let values = valueSets.get(allowed);
  if (!values) {
    values = new Set<string>(Array.isArray(allowed) ? allowed : Object.values(allowed));
    valueSets.set(allowed, values);
  }
  let candidate = spellings.get(raw);
  if (candidate === undefined) {
    candidate = raw.trim().replaceAll('-', '_').replaceAll(' ', '_').toUpperCase();
    // Bounded: the core API's enums are small, but a broken answer must not grow this forever.
    if (spellings.size < 10_000) spellings.set(raw, candidate);
  }
  return values.has(candidate) ? (candidate as T) : undefined;
}

/**
 * Like `enumValueOf`, with a fallback (usually UNKNOWN) instead of failing the whole query when
 * the core API adds a value.
 */
export function toGraphQLEnum<T extends string>(
  raw: string | null | undefined,
  allowed: EnumValues<T>,
  fallback: NoInfer<T>,
): T {
  return enumValueOf(raw, allowed) ?? fallback;
}

/** The core API's spelling of a GraphQL enum value: `DINERS_CLUB` is `diners-club`. */
export function toUpstreamEnum(value: string): string {
  return value.toLowerCase().replaceAll('_', '-');
}
