// The estimated cost of every operation the web client persists, as the gateway computes it
// (src/hardening/cost.ts), as sent and with `__typename` in every selection (as Apollo Client and
// urql's Graphcache send a document). `--write` puts the table into the gateway README between
// its markers; `verify` (part of `npm test`) fails when the README's table is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSchemaFromSdl } from '@guest/schema';
import { type DocumentNode, Kind, parse, type SelectionSetNode, visit } from 'graphql';
import { documentLimits } from '../src/hardening/armor.ts';
import { documentCosts } from '../src/hardening/cost.ts';

const gatewayRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const readmeFile = join(gatewayRoot, 'README.md');
const webDocumentsFile = join(gatewayRoot, '..', 'web', 'persisted-documents.json');
const start = '<!-- document-costs:start (pnpm --filter @guest/gateway document-costs --write) -->';
const end = '<!-- document-costs:end -->';

/** The document as a normalising client sends it: `__typename` in every selection set. */
export function withTypenameEverywhere(document: DocumentNode): DocumentNode {
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;
  return visit(document, {
    SelectionSet: (node: SelectionSetNode, _key, parent) => {
      // An operation's root selection gets none (Apollo's addTypename leaves it out too).
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      const present = node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
      );
      return present ? undefined : { ...node, selections: [...node.selections, typename] };
    },
  });
}

export type OperationCost = { operation: string; asSent: number; withTypename: number };

/** Every web operation's cost, costliest first. */
export function webOperationCosts(): OperationCost[] {
  const schema = loadSchemaFromSdl();
  const documents = JSON.parse(readFileSync(webDocumentsFile, 'utf8')) as Record<string, string>;
  const costs: OperationCost[] = [];
  for (const text of Object.values(documents)) {
    const document = parse(text);
    const asSent = documentCosts(schema, document);
    const withTypename = documentCosts(schema, withTypenameEverywhere(document));
    for (const [operation, cost] of asSent) {
      costs.push({ operation, asSent: cost, withTypename: withTypename.get(operation) ?? cost });
    }
  }
  return costs.sort((a, b) => b.asSent - a.asSent || a.operation.localeCompare(b.operation));
}

export function costTable(costs: OperationCost[]): string {
  const header = [
    `web operation (limit ${documentLimits.maxCost})`,
    'cost',
    'with `__typename` everywhere',
  ];
  const rows = costs.map(({ operation, asSent, withTypename }) => [
    `\`${operation}\``,
    String(asSent),
    String(withTypename),
  ]);
  // Padded as Biome formats a Markdown table: names to the left, figures to the right.
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The README with a fresh table between its markers. */
export function readmeWithCosts(readme: string, table: string): string {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from)
    throw new Error(`gateway/README.md lacks the markers ${start} … ${end}`);
  return `${readme.slice(0, from + start.length)}\n\n${table}\n\n${readme.slice(to)}`;
}

/** Whether the README's table is the one the current web documents give. */
export function isReadmeCostTableFresh(): boolean {
  const readme = readFileSync(readmeFile, 'utf8');
  return readmeWithCosts(readme, costTable(webOperationCosts())) === readme;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = costTable(webOperationCosts());
  if (process.argv.includes('--write')) {
    writeFileSync(readmeFile, readmeWithCosts(readFileSync(readmeFile, 'utf8'), table));
    console.log('gateway/README.md: the web operations’ costs are written.');
  } else {
    console.log(table);
  }
}
