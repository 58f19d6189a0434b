import { badRequest } from '../errors.ts';

/** A `$expand` or `$select` as sent: `a,b`, repeated (`?$expand=a&$expand=b`), or absent. */
export type NameListInput = string | readonly string[] | undefined;

/** The names of a list parameter, trimmed, without empty entries. */
export function namesIn(raw: NameListInput): string[] {
  if (raw === undefined) return [];
  return [raw]
    .flat()
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/**
 * Parses a `$expand` query value (`customer,property.integrations`) against the names a route
 * supports. A dotted name implies its parent, so `propertyUnit.address` also expands
 * `propertyUnit`. Unknown names are a 400 naming `$expand`, never silently ignored.
 */
export function parseExpand<Name extends string>(
  raw: NameListInput,
  supported: readonly Name[],
): Set<Name> {
  const known = new Set<string>(supported);
  const expanded = new Set<Name>();
  for (const name of namesIn(raw)) {
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
