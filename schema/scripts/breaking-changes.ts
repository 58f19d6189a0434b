import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import type { GraphQLSchema } from 'graphql';

/**
 * The schema-stability rule, for tools that reuse the gateway:
 *
 *   A breaking change between `published.graphql` and `schema.graphql` is allowed only when the
 *   CHANGELOG's `## Unreleased` section names its path in backticks, e.g.
 *   - `Reservation.status`: the value UNKNOWN was removed because ...
 *
 * The path is graphql-inspector's coordinate of the change (`Type`, `Type.field`,
 * `Type.field.argument`, or `Enum.VALUE`). Publishing moves the Unreleased entries under a
 * version heading and copies schema.graphql over published.graphql.
 */
export type BreakingChange = { path: string; message: string };

export async function breakingChanges(
  published: GraphQLSchema,
  current: GraphQLSchema,
): Promise<BreakingChange[]> {
  const changes: Change[] = await diff(published, current);
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({ path: change.path ?? change.message, message: change.message }));
}

/**
 * The backticked paths listed in the `## Unreleased` section (up to the next `## ` heading).
 * Fenced code blocks are skipped: the changelog's own example of an entry is not a record.
 */
export function recordedPaths(changelog: string): Set<string> {
  const prose = changelog.replace(/^```[^\n]*\n[\s\S]*?^```\s*$/gm, '');
  const start = prose.search(/^## Unreleased\s*$/m);
  if (start === -1) return new Set();
  const rest = prose.slice(start).split('\n').slice(1);
  const end = rest.findIndex((line) => line.startsWith('## '));
  const section = (end === -1 ? rest : rest.slice(0, end)).join('\n');
  return new Set([...section.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? ''));
}

/** The breaking changes the changelog does not record: each one fails the check. */
export function unrecorded(
  changes: readonly BreakingChange[],
  changelog: string,
): BreakingChange[] {
  const recorded = recordedPaths(changelog);
  return changes.filter((change) => !recorded.has(change.path));
}
