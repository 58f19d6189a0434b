/**
 * Upstream enums are kebab-case strings (`diners-club`); GraphQL enum values are UPPER_SNAKE
 * (`DINERS_CLUB`). Values the schema does not know become the enum's fallback (usually
 * UNKNOWN) instead of failing the whole query when the core API adds a value.
 */
export function toGraphQLEnum<T extends string>(
  raw: string | null | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (!raw) return fallback;
  const candidate = raw.trim().replaceAll('-', '_').replaceAll(' ', '_').toUpperCase();
  return (allowed as readonly string[]).includes(candidate) ? (candidate as T) : fallback;
}
