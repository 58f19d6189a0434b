// Where a process's heap goes: a V8 heap snapshot (its JSON, as inspector.ts takes it) summed by
// what its objects are, so two snapshots can be compared.

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

/** Bytes per kind of heap node: objects by constructor name, everything else by node type. */
export type HeapSummary = Map<string, { bytes: number; count: number }>;

export function summariseHeapSnapshot(text: string): HeapSummary {
  const parsed = JSON.parse(text) as Snapshot;
  const fields = parsed.snapshot.meta.node_fields;
  const types = parsed.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const summary: HeapSummary = new Map();
  for (let offset = 0; offset < parsed.nodes.length; offset += width) {
    const type = types[parsed.nodes[offset + typeAt] as number] ?? 'unknown';
    const name = parsed.strings[parsed.nodes[offset + nameAt] as number] ?? '';
    // Objects are told apart by constructor; strings, code, arrays and V8's own by their type.
    const kind =
      type === 'object' || type === 'closure' ? `${type} ${name.slice(0, 60)}` : `(${type})`;
    const entry = summary.get(kind) ?? { bytes: 0, count: 0 };
    entry.bytes += parsed.nodes[offset + sizeAt] as number;
    entry.count++;
    summary.set(kind, entry);
  }
  return summary;
}

export function totalBytes(summary: HeapSummary): number {
  let total = 0;
  for (const entry of summary.values()) total += entry.bytes;
  return total;
}

/** The kinds that grew most from `before` to `after`, largest first. */
export function heapGrowth(
  before: HeapSummary,
  after: HeapSummary,
  top = 12,
): { kind: string; bytes: number; count: number }[] {
  const kinds = new Set([...before.keys(), ...after.keys()]);
  return [...kinds]
    .map((kind) => ({
      kind,
      bytes: (after.get(kind)?.bytes ?? 0) - (before.get(kind)?.bytes ?? 0),
      count: (after.get(kind)?.count ?? 0) - (before.get(kind)?.count ?? 0),
    }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
}
