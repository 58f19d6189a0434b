import { badRequest } from '../errors.ts';

/**
 * Parses a `$expand` query value (`customer,property.integrations`) against the names a route
 * supports. A dotted name implies its parent, so `propertyUnit.address` also expands
 * `propertyUnit`. Unknown names are a 400 naming `$expand`, never silently ignored.
 */
export function parseExpand<Name extends string>(
  raw: string | undefined,
  supported: readonly Name[],
): Set<Name> {
  const expanded = new Set<Name>();
  if (raw === undefined || raw.trim() === '') return expanded;
  for (const entry of raw.split(',')) {
    const name = entry.trim();
    if (name === '') continue;
    if (!(supported as readonly string[]).includes(name)) {
      throw badRequest(
        'INVALID_EXPAND',
        `Unknown $expand name '${name}'. Supported: ${supported.join(', ')}`,
        '$expand',
      );
    }
    const segments = name.split('.');
    for (let length = 1; length <= segments.length; length += 1) {
      const prefix = segments.slice(0, length).join('.');
      if ((supported as readonly string[]).includes(prefix)) expanded.add(prefix as Name);
    }
  }
  return expanded;
}
