import { GatewayError } from '../errors/gateway-error.ts';

/**
 * Relay cursor connections over a list the core API returns whole. Cursors are opaque
 * (base64 of the offset) so a later switch to upstream paging keeps the contract.
 */
export type Edge<T> = { cursor: string; node: T };
export type Connection<T> = {
  edges: Edge<T>[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
};

/** Pages hold 1 to this many items; other sizes are refused, not clamped, so a client learns. */
export const maxPageSize = 100;

export function connectionFromArray<T>(
  items: readonly T[],
  args: { first?: number | null; after?: string | null },
): Connection<T> {
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > maxPageSize) {
    throw GatewayError.of('BAD_USER_INPUT', 'first');
  }
  const after = args.after ? offsetOf(args.after) : undefined;
  if (after === -1) throw GatewayError.of('BAD_USER_INPUT', 'after');
  const start = after === undefined ? 0 : after + 1;
  const slice = items.slice(start, start + first);
  const edges = slice.map((node, index) => ({ cursor: cursorOf(start + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: start + first < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: items.length,
  };
}

function cursorOf(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function offsetOf(cursor: string): number {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match?.[1] === undefined ? -1 : Number(match[1]);
}
