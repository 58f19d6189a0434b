import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { breakingChanges, recordedPaths, unrecorded } from '../scripts/breaking-changes.ts';

const published = buildSchema(`
  type Query { reservation(slug: String!): Reservation }
  type Reservation { id: ID! status: Status! nights: Int }
  enum Status { CONFIRMED CANCELED UNKNOWN }
`);

describe('breaking-change rule', () => {
  it('allows additive changes without a changelog entry', async () => {
    const additive = buildSchema(`
      type Query { reservation(slug: String!): Reservation, node(id: ID!): Reservation }
      type Reservation { id: ID! status: Status! nights: Int guestCount: Int }
      enum Status { CONFIRMED CANCELED UNKNOWN }
    `);
    expect(await breakingChanges(published, additive)).toEqual([]);
  });

  it('finds removed fields, removed enum values, type changes and new required arguments', async () => {
    const breaking = buildSchema(`
      type Query { reservation(slug: String!, lastName: String!): Reservation }
      type Reservation { id: ID! status: Status! nights: String }
      enum Status { CONFIRMED CANCELED }
    `);
    const paths = (await breakingChanges(published, breaking)).map((change) => change.path).sort();
    expect(paths).toEqual(['Query.reservation.lastName', 'Reservation.nights', 'Status.UNKNOWN']);
  });

  it('passes a breaking change only when Unreleased lists its path', async () => {
    const removed = buildSchema(`
      type Query { reservation(slug: String!): Reservation }
      type Reservation { id: ID! status: Status! }
      enum Status { CONFIRMED CANCELED UNKNOWN }
    `);
    const changes = await breakingChanges(published, removed);
    expect(
      unrecorded(changes, '# Changelog\n\n## Unreleased\n\n## 1.0.0\n- `Reservation.nights`\n'),
    ).toEqual(changes);
    expect(
      unrecorded(changes, '## Unreleased\n- `Reservation.nights`: use nightsCount.\n'),
    ).toEqual([]);
  });

  it('reads only the Unreleased section', () => {
    const changelog = '## Unreleased\n- `A.b` and `C.d`\n\n## 0.2.0\n- `E.f`\n';
    expect([...recordedPaths(changelog)]).toEqual(['A.b', 'C.d']);
    expect(recordedPaths('## 0.1.0\n- `A.b`\n').size).toBe(0);
  });

  it('skips an example of the section in a fenced code block', () => {
    const changelog =
      '# Changelog\n\n```\n## Unreleased\n- `Example.path`: why\n```\n\n## Unreleased\n- `A.b`\n\n## 0.1.0\n';
    expect([...recordedPaths(changelog)]).toEqual(['A.b']);
  });
});
