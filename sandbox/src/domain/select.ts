import { badRequest } from '../errors.ts';
import { type NameListInput, namesIn } from './expand.ts';

/**
 * Parses a `$select` query value (`id,phone,key`) against the fields a route can answer. Without
 * `$select` every field is answered; an unknown name is a 400 naming `$select`.
 */
export function parseSelect<Field extends string>(
  raw: NameListInput,
  selectable: readonly Field[],
): readonly Field[] {
  if (raw === undefined) return selectable;
  const known = new Set<string>(selectable);
  const selected = new Set<Field>();
  for (const name of namesIn(raw)) {
    if (!known.has(name)) {
      throw badRequest(
        'INVALID_SELECT',
        `Unknown $select field '${name}'. Supported: ${selectable.join(', ')}`,
        '$select',
      );
    }
    selected.add(name as Field);
  }
  if (selected.size === 0)
    throw badRequest('INVALID_SELECT', 'Select at least one field', '$select');
  return [...selected];
}

export function pick<Row extends object, Field extends keyof Row>(
  row: Row,
  fields: readonly Field[],
): Pick<Row, Field> {
  const picked = {} as Pick<Row, Field>;
  for (const field of fields) picked[field] = row[field];
  return picked;
}
