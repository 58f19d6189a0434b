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
  const known = new Set<string>(supported);
  const expanded = new Set<Name>();
  if (raw === undefined) return expanded;
  for (const entry of raw.split(',')) {
    const name = entry.trim();
    if (name === '') continue;
    if (!known.has(name)) {
      throw badRequest(
        'INVALID_EXPAND',
        `Unknown $expand name '${name}'. Supported: ${supported.join(', ')}`,
        '$expand',
      );
    }
    let dot = name.indexOf('.');
    while (dot !== -1) {
      const parent = name.slice(0, dot);
      if (known.has(parent)) expanded.add(parent as Name);
      dot = name.indexOf('.', dot + 1);
    }
    expanded.add(name as Name);
  }
  return expanded;
}
