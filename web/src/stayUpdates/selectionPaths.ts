import type { ConcreteRequest, NormalizationSelection } from 'relay-runtime';

/**
 * The store paths a document writes under a root field, one string per leaf: `keys.code`,
 * `orderedItems(first:10).edges.node.priceGross.amountMinor`. Paths use the storage key (name and
 * arguments), not the alias, because that is where Relay normalises a field: two documents that
 * select the same path write the same record field. For tests that compare what documents cover.
 */
export function storePathsUnder(request: ConcreteRequest, path: readonly string[]): Set<string> {
  const paths = new Set<string>();
  for (const root of linkedFieldsAt(request.operation.selections, path)) {
    collect(root, '', paths);
  }
  return paths;
}

function linkedFieldsAt(
  selections: readonly NormalizationSelection[],
  path: readonly string[],
): readonly NormalizationSelection[][] {
  const [name, ...rest] = path;
  if (name === undefined) return [selections as NormalizationSelection[]];
  return flatten(selections).flatMap((selection) =>
    selection.kind === 'LinkedField' && (selection.alias ?? selection.name) === name
      ? linkedFieldsAt(selection.selections, rest)
      : [],
  );
}

/** Conditions and type refinements do not change where a field is stored. */
function flatten(selections: readonly NormalizationSelection[]): NormalizationSelection[] {
  return selections.flatMap((selection) =>
    selection.kind === 'Condition' || selection.kind === 'InlineFragment'
      ? flatten(selection.selections)
      : [selection],
  );
}

function collect(selections: readonly NormalizationSelection[], prefix: string, into: Set<string>) {
  for (const selection of flatten(selections)) {
    if (selection.kind === 'ScalarField') {
      into.add(`${prefix}${selection.storageKey ?? selection.name}`);
    } else if (selection.kind === 'LinkedField') {
      collect(selection.selections, `${prefix}${selection.storageKey ?? selection.name}.`, into);
    }
  }
}
