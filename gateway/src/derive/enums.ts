/**
 * Upstream enums are kebab-case strings (`diners-club`); GraphQL enum values are UPPER_SNAKE
 * (`DINERS_CLUB`). The allowed values come from the schema itself: codegen writes each enum as
 * a const object (`enumsAsConst`), so `toGraphQLEnum(raw, CardType, 'UNKNOWN')` follows the SDL
 * and no list is copied by hand. A rule that allows only part of an enum passes that part.
 */
export type EnumValues<T extends string> = Readonly<Record<string, T>> | readonly T[];

/** The enum value a core API string names, or undefined when the schema has none for it. */
export function enumValueOf<T extends string>(
  raw: string | null | undefined,
  allowed: EnumValues<T>,
): T | undefined {
  if (!raw) return undefined;
  const values: readonly string[] = Array.isArray(allowed) ? allowed : Object.values(allowed);
  const candidate = raw.trim().replaceAll('-', '_').replaceAll(' ', '_').toUpperCase();
  return values.includes(candidate) ? (candidate as T) : undefined;
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
